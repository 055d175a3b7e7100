DROP INDEX "meter_readings_room_date_key";--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "void_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_room_date_key" ON "meter_readings" USING btree ("room_id","date") WHERE "meter_readings"."voided_at" is null;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_void_has_reason" CHECK (("meter_readings"."voided_at" is null) = ("meter_readings"."void_reason" is null));
CREATE TABLE "room_stays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	CONSTRAINT "room_stays_days_in_order" CHECK ("room_stays"."to_date" is null or "room_stays"."to_date" >= "room_stays"."from_date")
);
--> statement-breakpoint
ALTER TABLE "room_stays" ADD CONSTRAINT "room_stays_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_stays" ADD CONSTRAINT "room_stays_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_stays" ADD CONSTRAINT "room_stays_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_stays_room_idx" ON "room_stays" USING btree ("admin_id","room_id","from_date");--> statement-breakpoint
CREATE INDEX "room_stays_tenant_idx" ON "room_stays" USING btree ("admin_id","tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_stays_one_open_key" ON "room_stays" USING btree ("tenant_id") WHERE "room_stays"."to_date" is null;--> statement-breakpoint
-- What was known of where tenants lived: an active tenant's room since joining, and the room
-- a departed tenant left from, joining day to leaving day (the meter split's reading before).
INSERT INTO "room_stays" ("admin_id", "tenant_id", "room_id", "from_date", "to_date")
SELECT "admin_id", "id", "room_id", "joining_date", NULL FROM "tenants"
WHERE "active" AND "room_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "room_stays" ("admin_id", "tenant_id", "room_id", "from_date", "to_date")
SELECT "admin_id", "id", "left_room_id", "joining_date", "leaving_date" FROM "tenants"
WHERE NOT "active" AND "left_room_id" IS NOT NULL AND "leaving_date" >= "joining_date";

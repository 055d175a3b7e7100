ALTER TABLE "payments" DROP CONSTRAINT "payments_rent_id_rents_id_fk";
--> statement-breakpoint
DROP INDEX "rents_admin_unpaid_due_idx";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "rent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "due_day" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "grace_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "first_month" text DEFAULT 'prorated' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "rents" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "leaving_date" date;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "rent_paise" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rent_id_rents_id_fk" FOREIGN KEY ("rent_id") REFERENCES "public"."rents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_tenant_idx" ON "payments" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "rents_admin_unpaid_due_idx" ON "rents" USING btree ("admin_id","due_date") WHERE "rents"."paid_paise" < "rents"."amount_paise" and "rents"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_due_day_range" CHECK ("admin_settings"."due_day" between 1 and 28);--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_grace_days_range" CHECK ("admin_settings"."grace_days" between 0 and 30);--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_first_month_known" CHECK ("admin_settings"."first_month" in ('prorated', 'full'));--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_time_zone_length" CHECK ("admin_settings"."time_zone" is null or length("admin_settings"."time_zone") between 1 and 64);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_void_has_reason" CHECK (("payments"."voided_at" is null) = ("payments"."void_reason" is null));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_rent_not_negative" CHECK ("tenants"."rent_paise" is null or "tenants"."rent_paise" >= 0);--> statement-breakpoint
-- Payments made before the ledger kept them apart from their rent: who paid, and for what (the domain's periodLabel).
UPDATE "payments" p SET
  "tenant_id" = r."tenant_id",
  "label" = 'Rent · ' || CASE r."payment_period"
    WHEN 'weekly' THEN 'Week ' || coalesce(r."week_number"::text, '?') || ', ' || r."year"
    WHEN 'daily' THEN to_char(r."due_date", 'FMDD Mon YYYY')
    ELSE to_char(make_date(r."year", r."month", 1), 'FMMonth YYYY')
  END
FROM "rents" r WHERE r."id" = p."rent_id";

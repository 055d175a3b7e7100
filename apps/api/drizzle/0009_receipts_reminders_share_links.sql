CREATE TABLE "receipt_counters" (
	"admin_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "receipt_counters_admin_id_year_pk" PRIMARY KEY("admin_id","year"),
	CONSTRAINT "receipt_counters_sequence_positive" CHECK ("receipt_counters"."last_sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"admin_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"sent_on" date NOT NULL,
	"channel" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_tenant_id_sent_on_pk" PRIMARY KEY("tenant_id","sent_on"),
	CONSTRAINT "reminders_sent_channel_known" CHECK ("reminders_sent"."channel" in ('whatsapp', 'sms', 'call'))
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "upi_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "payee_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "remind_days_before" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "reminder_template_en" text;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "reminder_template_hi" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_year" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_sequence" integer;--> statement-breakpoint
-- Payments recorded before receipts: numbered per PG and year of their date, in the order they were recorded.
UPDATE "payments" p SET "receipt_year" = n."year", "receipt_sequence" = n."sequence"
FROM (
  SELECT "id", extract(year FROM "paid_on")::int AS "year",
    row_number() OVER (
      PARTITION BY "admin_id", extract(year FROM "paid_on") ORDER BY "created_at", "id"
    )::int AS "sequence"
  FROM "payments"
) n
WHERE n."id" = p."id";--> statement-breakpoint
INSERT INTO "receipt_counters" ("admin_id", "year", "last_sequence")
SELECT "admin_id", "receipt_year", max("receipt_sequence") FROM "payments" GROUP BY "admin_id", "receipt_year";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_sequence" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_sent_admin_idx" ON "reminders_sent" USING btree ("admin_id","sent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_hash_key" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_tenant_idx" ON "share_links" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("admin_id","receipt_year","receipt_sequence");--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_remind_days_range" CHECK ("admin_settings"."remind_days_before" between 0 and 30);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_language_known" CHECK ("tenants"."language" in ('en', 'hi'));
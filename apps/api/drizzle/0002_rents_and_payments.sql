CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"rent_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"paid_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "rents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"tenant_id" uuid,
	"room_id" uuid,
	"tenant_name" text NOT NULL,
	"tenant_phone" text NOT NULL,
	"room_number" text,
	"floor_number" integer,
	"tenant_deleted" boolean DEFAULT false NOT NULL,
	"payment_period" text DEFAULT 'monthly' NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"week_number" integer,
	"due_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"payment_date" date,
	"payment_method" text,
	"payment_reference" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rents_month_range" CHECK ("rents"."month" between 1 and 12),
	CONSTRAINT "rents_year_range" CHECK ("rents"."year" between 2000 and 2100),
	CONSTRAINT "rents_amount_not_negative" CHECK ("rents"."amount_paise" >= 0),
	CONSTRAINT "rents_paid_within_amount" CHECK ("rents"."paid_paise" >= 0 and "rents"."paid_paise" <= "rents"."amount_paise"),
	CONSTRAINT "rents_period_known" CHECK ("rents"."payment_period" in ('monthly', 'weekly', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rent_id_rents_id_fk" FOREIGN KEY ("rent_id") REFERENCES "public"."rents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rents" ADD CONSTRAINT "rents_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rents" ADD CONSTRAINT "rents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rents" ADD CONSTRAINT "rents_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_rent_idx" ON "payments" USING btree ("rent_id");--> statement-breakpoint
CREATE INDEX "rents_admin_due_idx" ON "rents" USING btree ("admin_id","due_date");--> statement-breakpoint
CREATE INDEX "rents_tenant_idx" ON "rents" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rents_monthly_key" ON "rents" USING btree ("tenant_id","year","month") WHERE "rents"."payment_period" = 'monthly';--> statement-breakpoint
CREATE UNIQUE INDEX "rents_weekly_key" ON "rents" USING btree ("tenant_id","year","week_number") WHERE "rents"."payment_period" = 'weekly';--> statement-breakpoint
CREATE UNIQUE INDEX "rents_daily_key" ON "rents" USING btree ("tenant_id","due_date") WHERE "rents"."payment_period" = 'daily';
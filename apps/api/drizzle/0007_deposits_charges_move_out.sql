CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"tenant_id" uuid,
	"tenant_name" text NOT NULL,
	"tenant_phone" text NOT NULL,
	"room_id" uuid,
	"room_number" text,
	"floor_number" integer,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"waived_at" timestamp with time zone,
	"waive_reason" text,
	"rent_id" uuid,
	"meter_reading_id" uuid,
	"share_days" integer,
	"recurring_charge_id" uuid,
	"year" integer,
	"month" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_kind_known" CHECK ("charges"."kind" in ('electricity', 'water', 'mess', 'laundry', 'maintenance', 'lateFee', 'damage', 'other')),
	CONSTRAINT "charges_amount_positive" CHECK ("charges"."amount_paise" > 0),
	CONSTRAINT "charges_paid_within_amount" CHECK ("charges"."paid_paise" >= 0 and "charges"."paid_paise" <= "charges"."amount_paise"),
	CONSTRAINT "charges_waive_has_reason" CHECK (("charges"."waived_at" is null) = ("charges"."waive_reason" is null)),
	CONSTRAINT "charges_due_not_before_date" CHECK ("charges"."due_date" >= "charges"."date"),
	CONSTRAINT "charges_recurring_has_month" CHECK ("charges"."recurring_charge_id" is null or ("charges"."year" is not null and "charges"."month" between 1 and 12))
);
--> statement-breakpoint
CREATE TABLE "deposit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"tenant_id" uuid,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"date" date NOT NULL,
	"method" text,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_entries_kind_known" CHECK ("deposit_entries"."kind" in ('collect', 'deduct', 'refund')),
	CONSTRAINT "deposit_entries_amount_positive" CHECK ("deposit_entries"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reading" numeric(12, 2) NOT NULL,
	"rate_paise" bigint,
	"bill_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_reading_not_negative" CHECK ("meter_readings"."reading" >= 0)
);
--> statement-breakpoint
CREATE TABLE "move_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"tenant_id" uuid,
	"tenant_name" text NOT NULL,
	"notice_date" date NOT NULL,
	"vacate_date" date NOT NULL,
	"statement" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "recurring_charges_kind_known" CHECK ("recurring_charges"."kind" in ('electricity', 'water', 'mess', 'laundry', 'maintenance', 'lateFee', 'damage', 'other')),
	CONSTRAINT "recurring_charges_amount_positive" CHECK ("recurring_charges"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "electricity_rate_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "late_fee_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "late_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "late_fee_max_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "notice_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "min_stay_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "exit_charge_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "deposit_refund_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_id" uuid;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "deposit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "left_room_id" uuid;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_rent_id_rents_id_fk" FOREIGN KEY ("rent_id") REFERENCES "public"."rents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_meter_reading_id_meter_readings_id_fk" FOREIGN KEY ("meter_reading_id") REFERENCES "public"."meter_readings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_recurring_charge_id_recurring_charges_id_fk" FOREIGN KEY ("recurring_charge_id") REFERENCES "public"."recurring_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_outs" ADD CONSTRAINT "move_outs_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_outs" ADD CONSTRAINT "move_outs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_admin_due_idx" ON "charges" USING btree ("admin_id","due_date");--> statement-breakpoint
CREATE INDEX "charges_admin_unpaid_due_idx" ON "charges" USING btree ("admin_id","due_date") WHERE "charges"."paid_paise" < "charges"."amount_paise" and "charges"."waived_at" is null;--> statement-breakpoint
CREATE INDEX "charges_tenant_idx" ON "charges" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "charges_meter_reading_idx" ON "charges" USING btree ("meter_reading_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_late_fee_key" ON "charges" USING btree ("rent_id") WHERE "charges"."kind" = 'lateFee';--> statement-breakpoint
CREATE UNIQUE INDEX "charges_recurring_month_key" ON "charges" USING btree ("recurring_charge_id","year","month") WHERE "charges"."recurring_charge_id" is not null;--> statement-breakpoint
CREATE INDEX "deposit_entries_tenant_idx" ON "deposit_entries" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_room_date_key" ON "meter_readings" USING btree ("room_id","date");--> statement-breakpoint
CREATE INDEX "move_outs_tenant_idx" ON "move_outs" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "recurring_charges_tenant_idx" ON "recurring_charges" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_left_room_id_rooms_id_fk" FOREIGN KEY ("left_room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_charge_idx" ON "payments" USING btree ("charge_id");--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_money_range" CHECK ("admin_settings"."electricity_rate_paise" between 0 and 10000000 and "admin_settings"."late_fee_paise" between 0 and 10000000
        and "admin_settings"."late_fee_max_paise" between 0 and 10000000 and "admin_settings"."exit_charge_paise" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_late_fee_known" CHECK ("admin_settings"."late_fee_kind" in ('none', 'flat', 'perDay'));--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_notice_days_range" CHECK ("admin_settings"."notice_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_min_stay_range" CHECK ("admin_settings"."min_stay_months" between 0 and 36);--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_refund_days_range" CHECK ("admin_settings"."deposit_refund_days" between 0 and 90);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_due" CHECK ("payments"."rent_id" is null or "payments"."charge_id" is null);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_deposit_not_negative" CHECK ("tenants"."deposit_paise" >= 0);--> statement-breakpoint
-- Tenants who left before the room they left was kept: the room of their latest rent.
UPDATE "tenants" t SET "left_room_id" = (
  SELECT r."room_id" FROM "rents" r
  WHERE r."tenant_id" = t."id" AND r."room_id" IS NOT NULL
  ORDER BY r."due_date" DESC, r."created_at" DESC LIMIT 1
) WHERE NOT t."active";

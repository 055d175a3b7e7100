CREATE TABLE "change_stamps" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"rooms_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenants_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"room_number" text NOT NULL,
	"floor_number" integer NOT NULL,
	"capacity" integer NOT NULL,
	"rent_paise" bigint NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_capacity_positive" CHECK ("rooms"."capacity" >= 1),
	CONSTRAINT "rooms_floor_not_negative" CHECK ("rooms"."floor_number" >= 0),
	CONSTRAINT "rooms_rent_not_negative" CHECK ("rooms"."rent_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tenant_photos" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"emergency_name" text DEFAULT '' NOT NULL,
	"emergency_phone" text DEFAULT '' NOT NULL,
	"emergency_relation" text DEFAULT '' NOT NULL,
	"id_proof_type" text NOT NULL,
	"id_proof_number" text NOT NULL,
	"occupation" text DEFAULT '' NOT NULL,
	"room_id" uuid,
	"bed_number" integer,
	"joining_date" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"dob" date,
	"gender" text,
	"address" text DEFAULT '' NOT NULL,
	"has_photo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_room_and_bed_together" CHECK (("tenants"."room_id" is null) = ("tenants"."bed_number" is null)),
	CONSTRAINT "tenants_inactive_hold_no_bed" CHECK ("tenants"."active" or "tenants"."room_id" is null),
	CONSTRAINT "tenants_bed_positive" CHECK ("tenants"."bed_number" is null or "tenants"."bed_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "change_stamps" ADD CONSTRAINT "change_stamps_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_photos" ADD CONSTRAINT "tenant_photos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_admin_floor_number_key" ON "rooms" USING btree ("admin_id","floor_number",lower("room_number"));--> statement-breakpoint
CREATE INDEX "tenants_admin_idx" ON "tenants" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_active_bed_key" ON "tenants" USING btree ("room_id","bed_number") WHERE "tenants"."active" and "tenants"."room_id" is not null;
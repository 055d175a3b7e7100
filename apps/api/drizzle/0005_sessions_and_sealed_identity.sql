CREATE TABLE "admin_settings" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"erase_identity_after_days" integer DEFAULT 180 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_settings_erase_days_range" CHECK ("admin_settings"."erase_identity_after_days" between 0 and 3650)
);
--> statement-breakpoint
CREATE TABLE "data_key_check" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"key_check" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_key_check_one_row" CHECK ("data_key_check"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "emergency_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "emergency_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "emergency_phone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "emergency_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "emergency_relation" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "emergency_relation" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "id_proof_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "address" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_photos" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "identity" "bytea";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "data_key" "bytea";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "id_proof_last4" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "id_proof_hash" "bytea";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "identity_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_active_id_proof_key" ON "tenants" USING btree ("admin_id","id_proof_hash") WHERE "tenants"."active" and "tenants"."id_proof_hash" is not null;--> statement-breakpoint
CREATE INDEX "tenants_erasable_idx" ON "tenants" USING btree ("left_at") WHERE not "tenants"."active" and "tenants"."identity_erased_at" is null;--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "token_version";
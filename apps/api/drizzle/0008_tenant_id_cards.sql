CREATE TABLE "tenant_id_cards" (
	"tenant_id" uuid NOT NULL,
	"side" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_id_cards_tenant_id_side_pk" PRIMARY KEY("tenant_id","side"),
	CONSTRAINT "tenant_id_cards_side_known" CHECK ("tenant_id_cards"."side" in ('front', 'back'))
);
--> statement-breakpoint
ALTER TABLE "tenant_id_cards" ADD CONSTRAINT "tenant_id_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
ALTER TABLE "deposit_entries" ADD COLUMN "tenant_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tenant_name" text;
ALTER TABLE "payments" ADD COLUMN "from_deposit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The payments move-outs made from the deposit before this column: written with exactly these
-- details by the settlement (move-out/ledger-writes.ts, SETTLED_FROM_DEPOSIT), voided or not.
UPDATE "payments" SET "from_deposit" = true
WHERE "method" = 'Other' AND "reference" = 'Deposit' AND "notes" = 'Settled from the deposit at move-out';

ALTER TABLE "payments" ADD COLUMN "balance_after_paise" bigint;--> statement-breakpoint
-- Payments recorded before this column keep the balance their receipts showed until now, as it
-- was computed when read: the rent's or charge's amount as it stands less its payments standing
-- up to and including this one, in the ledger's order (created_at, id). Voided payments showed
-- no balance and keep none.
UPDATE "payments" AS "me" SET "balance_after_paise" = "r"."amount_paise" - (
  SELECT coalesce(sum("p"."amount_paise"), 0) FROM "payments" "p"
  WHERE "p"."voided_at" IS NULL AND "p"."rent_id" = "me"."rent_id"
    AND ("p"."created_at", "p"."id") <= ("me"."created_at", "me"."id")
)
FROM "rents" "r"
WHERE "r"."id" = "me"."rent_id" AND "me"."voided_at" IS NULL;--> statement-breakpoint
UPDATE "payments" AS "me" SET "balance_after_paise" = "c"."amount_paise" - (
  SELECT coalesce(sum("p"."amount_paise"), 0) FROM "payments" "p"
  WHERE "p"."voided_at" IS NULL AND "p"."charge_id" = "me"."charge_id"
    AND ("p"."created_at", "p"."id") <= ("me"."created_at", "me"."id")
)
FROM "charges" "c"
WHERE "c"."id" = "me"."charge_id" AND "me"."voided_at" IS NULL;

import { paiseToRupees, type Deposit, type DepositEntry, type Paise } from '@nivas/domain';
import type { DepositEntryRow } from '../../db/schema';

/** One entry of the deposit ledger. */
export const toApiDepositEntry = (entry: DepositEntryRow): DepositEntry => ({
  _id: entry.id,
  kind: entry.kind as DepositEntry['kind'],
  amount: paiseToRupees(entry.amountPaise),
  date: entry.date,
  method: entry.method as DepositEntry['method'],
  reference: entry.reference,
  reason: entry.reason,
  createdAt: entry.createdAt.toISOString(),
});

/** The tenant's deposit: agreed, held now, and every entry (newest first). */
export const toApiDeposit = (
  agreed: Paise,
  held: Paise,
  entries: readonly DepositEntryRow[],
): Deposit => ({
  agreed: paiseToRupees(agreed),
  held: paiseToRupees(held),
  entries: entries.map(toApiDepositEntry),
});

import { formatInr, paiseToRupees, type Paise } from '../money';

export const DEPOSIT_ENTRY_KINDS = ['collect', 'deduct', 'refund'] as const;
export type DepositEntryKind = (typeof DEPOSIT_ENTRY_KINDS)[number];

/**
 * What the PG holds of a tenant's security deposit: collected, less deducted and refunded.
 * A deposit is the tenant's money held, never silently used for rent: a deduction is always
 * an entry of its own with a reason.
 */
export const depositHeld = (
  entries: readonly { kind: DepositEntryKind; amount: Paise; voided?: boolean }[],
): Paise =>
  entries.reduce(
    (held, entry) =>
      entry.voided ? held : held + (entry.kind === 'collect' ? entry.amount : -entry.amount),
    0,
  );

export type DepositProblem = 'NOT_POSITIVE' | 'OVER_DEPOSIT_HELD';

/** Why an entry may not be recorded: a deduction or refund never takes more than is held. */
export function depositProblem(
  kind: DepositEntryKind,
  amount: Paise,
  held: Paise,
): DepositProblem | null {
  if (!(amount >= 1)) return 'NOT_POSITIVE';
  if (kind !== 'collect' && amount > held) return 'OVER_DEPOSIT_HELD';
  return null;
}

/** The API's English words for each problem; screens show their catalogue's text for the code. */
export const depositProblemMessage = (problem: DepositProblem, held: Paise): string =>
  problem === 'NOT_POSITIVE'
    ? 'Amount must be more than 0'
    : `Amount cannot be more than the deposit held (${formatInr(paiseToRupees(held))})`;

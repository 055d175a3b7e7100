import type { RentStatus } from '@nivas/domain';

/** SPEC §9: the rent tabs, and the charges (dues other than rent) beside them. */
export const RENT_TABS = ['overdue', 'records', 'all', 'charges'] as const;
export type RentTab = (typeof RENT_TABS)[number];

export type StatusFilter = 'all' | RentStatus;
/** In SPEC §2's order: All Rents, Paid, Pending, Partially Paid, Overdue. */
export const STATUS_FILTERS = [
  'all',
  'Paid',
  'Pending',
  'Partially Paid',
  'Overdue',
] as const satisfies readonly StatusFilter[];

export const parseTab = (value: string | null): RentTab =>
  RENT_TABS.find((tab) => tab === value) ?? 'overdue';

/** Charges are filtered the same way, and waived ones (Cancelled) can be listed too. */
export const CHARGE_STATUS_FILTERS = [
  ...STATUS_FILTERS,
  'Cancelled',
] as const satisfies readonly StatusFilter[];

export const parseStatusFilter = (value: string | null, isCharges = false): StatusFilter =>
  (isCharges ? CHARGE_STATUS_FILTERS : STATUS_FILTERS).find((filter) => filter === value) ?? 'all';

/** Words a charge is found by: who owes it, where, what it is for and its note. */
export function chargeMatches(words: string, haystack: readonly string[]): boolean {
  const text = haystack.join(' ').toLowerCase();
  return words
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

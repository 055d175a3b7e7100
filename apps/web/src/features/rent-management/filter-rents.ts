import type { RentStatus } from '@nivas/domain';

/** SPEC §9: the rent tabs. */
export const RENT_TABS = ['overdue', 'records', 'all'] as const;
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

export const parseStatusFilter = (value: string | null): StatusFilter =>
  STATUS_FILTERS.find((filter) => filter === value) ?? 'all';

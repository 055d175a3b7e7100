import { monthName, periodLabel, type Rent, type RentStatus } from '@nivas/domain';
import { rentRoomLabel, rentTenantName, rentTenantPhone } from '@/components/ui/rent-labels';

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

/**
 * SPEC §2: 'Search by tenant, room, or month'. Case-insensitive, over the tenant's name and
 * phone, the room as shown ('Room 101 · Floor 1') and the period ('November 2026').
 */
export function matchesSearch(rent: Rent, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    rentTenantName(rent),
    rentTenantPhone(rent),
    rentRoomLabel(rent),
    periodLabel(rent),
    monthName(rent.month),
  ].some((field) => field.toLowerCase().includes(needle));
}

export function filterRents(rents: Rent[], search: string, status: StatusFilter): Rent[] {
  return rents.filter(
    (rent) => (status === 'all' || rent.status === status) && matchesSearch(rent, search),
  );
}

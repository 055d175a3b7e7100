import type { ChargeKind } from '../contracts/charges';
import type { IsoDate } from '../dates';
import { clampedDate, formatDate, nextMonth } from './periods';

/** Each kind of charge as the API's English names it; screens show their catalogue's words. */
export const CHARGE_KIND_NAMES: Record<ChargeKind, string> = {
  electricity: 'Electricity',
  water: 'Water',
  mess: 'Mess',
  laundry: 'Laundry',
  maintenance: 'Maintenance',
  lateFee: 'Late fee',
  damage: 'Damage',
  other: 'Other',
};

/**
 * What a charge is, in one line: 'Electricity · 20 Nov 2026'. The ledger keeps it on each
 * payment of the charge (it still says so if the charge's tenant is deleted), and a move-out
 * statement names an unpaid charge by it.
 */
export const chargeLabel = (charge: { kind: ChargeKind; date: IsoDate }): string =>
  `${CHARGE_KIND_NAMES[charge.kind]} · ${formatDate(charge.date)}`;

/** A charge is waived only once nothing paid on it stands. */
export const CHARGE_HAS_PAYMENTS_MESSAGE =
  'This charge has payments recorded: void them before waiving the charge';

/** A waived charge is owed by nobody: it is not waived again, nor paid. */
export const CHARGE_WAIVED_MESSAGE = 'This charge is already waived';

/**
 * Whether a plan (a recurring charge, a mess plan) is billed for a month: one made by the
 * month's last day, in the PG's zone, is; its charge is made beside the month's rent.
 * generate-monthly applies the same in SQL (charges/recurring-monthly.ts).
 */
export function isPlanBilledFor(
  planMadeOn: IsoDate,
  period: { month: number; year: number },
): boolean {
  const after = nextMonth(period.month, period.year);
  return planMadeOn < clampedDate(after.year, after.month, 1);
}

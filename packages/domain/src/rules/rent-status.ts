import { addDays, type IsoDate } from '../dates';
import type { Paise } from '../money';

export const RENT_STATUSES = ['Pending', 'Partially Paid', 'Overdue', 'Paid'] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

const DAY_MS = 86_400_000;

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** What the status rules read of a rent. */
export interface RentDue {
  amount: Paise;
  amountPaid: Paise;
  dueDate: IsoDate;
}

/** Something is still due: less than the amount has been paid. */
export const isUnpaid = (rent: Pick<RentDue, 'amount' | 'amountPaid'>): boolean =>
  rent.amountPaid < rent.amount;

/**
 * Overdue, the one definition: not fully paid and `today` is past the due date. The server's
 * SQL form of these rules (apps/api rents/status-sql.ts) is tested against them with the same
 * cases.
 */
export const isOverdue = (rent: RentDue, today: IsoDate): boolean =>
  isUnpaid(rent) && rent.dueDate < today;

/** How far ahead the dashboard looks for rents coming due. */
export const UPCOMING_DAYS = 30;

/** Upcoming: not fully paid, and due today or within the next `UPCOMING_DAYS` days. */
export const isUpcoming = (rent: RentDue, today: IsoDate): boolean =>
  isUnpaid(rent) && rent.dueDate >= today && rent.dueDate <= addDays(today, UPCOMING_DAYS);

/**
 * A rent's status, computed when read (DESIGN.md reading 4): Paid when everything is paid;
 * otherwise Overdue once `today` (in the business time zone) is past the due date, with the
 * whole days since; otherwise Partially Paid when something is paid; otherwise Pending.
 */
export function rentStatus(
  rent: RentDue,
  today: IsoDate,
): { status: RentStatus; daysOverdue: number } {
  if (!isUnpaid(rent)) return { status: 'Paid', daysOverdue: 0 };
  if (isOverdue(rent, today)) {
    return { status: 'Overdue', daysOverdue: daysBetween(rent.dueDate, today) };
  }
  return { status: rent.amountPaid > 0 ? 'Partially Paid' : 'Pending', daysOverdue: 0 };
}

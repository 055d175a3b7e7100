import type { IsoDate } from '../dates';
import type { Paise } from '../money';

export const RENT_STATUSES = ['Pending', 'Partially Paid', 'Overdue', 'Paid'] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

const DAY_MS = 86_400_000;

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Overdue, the one definition: not fully paid and `today` is past the due date. The server's
 * SQL form of it (apps/api rents/status-sql.ts) is tested against this with the same cases.
 */
export const isOverdue = (
  rent: { amount: Paise; amountPaid: Paise; dueDate: IsoDate },
  today: IsoDate,
): boolean => rent.amountPaid < rent.amount && rent.dueDate < today;

/**
 * A rent's status, computed when read (DESIGN.md reading 4): Paid when everything is paid;
 * otherwise Overdue once `today` (in the business time zone) is past the due date, with the
 * whole days since; otherwise Partially Paid when something is paid; otherwise Pending.
 */
export function rentStatus(
  rent: { amount: Paise; amountPaid: Paise; dueDate: IsoDate },
  today: IsoDate,
): { status: RentStatus; daysOverdue: number } {
  if (rent.amountPaid >= rent.amount) return { status: 'Paid', daysOverdue: 0 };
  if (isOverdue(rent, today)) {
    return { status: 'Overdue', daysOverdue: daysBetween(rent.dueDate, today) };
  }
  return { status: rent.amountPaid > 0 ? 'Partially Paid' : 'Pending', daysOverdue: 0 };
}

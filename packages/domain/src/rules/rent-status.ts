import { addDays, type IsoDate } from '../dates';
import type { Paise } from '../money';

export const RENT_STATUSES = ['Pending', 'Partially Paid', 'Overdue', 'Paid', 'Cancelled'] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

const DAY_MS = 86_400_000;

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * What the status rules read of anything owed: a rent (and, beside it, a charge). A cancelled
 * due (its tenant left before its period began) is owed by nobody.
 */
export interface RentDue {
  amount: Paise;
  amountPaid: Paise;
  dueDate: IsoDate;
  cancelled?: boolean;
}

/**
 * The day the rules judge by and the PG's grace: a due counts as overdue only once `graceDays`
 * whole days have passed after its due date.
 */
export interface DueRules {
  today: IsoDate;
  graceDays: number;
}

/** Something is still owed: not cancelled, and less than the amount has been paid. */
export const isUnpaid = (rent: Pick<RentDue, 'amount' | 'amountPaid' | 'cancelled'>): boolean =>
  !rent.cancelled && rent.amountPaid < rent.amount;

/**
 * A write made a due Paid: it was still owed before, and after it is neither owed nor
 * cancelled. Whatever the write (a payment, an amount lowered to what is paid), this is when
 * next month's rent follows (DESIGN.md reading 5); a due that was Paid already does not
 * make it again.
 */
export const becomesPaid = (
  before: Pick<RentDue, 'amount' | 'amountPaid' | 'cancelled'>,
  after: Pick<RentDue, 'amount' | 'amountPaid' | 'cancelled'>,
): boolean => isUnpaid(before) && !after.cancelled && !isUnpaid(after);

/** What is still owed: the amount less what was paid; nothing once paid or cancelled. */
export const amountDueOf = (rent: Pick<RentDue, 'amount' | 'amountPaid' | 'cancelled'>): Paise =>
  isUnpaid(rent) ? rent.amount - rent.amountPaid : 0;

/** The last day a due may still be paid without being overdue. */
export const graceEnd = (dueDate: IsoDate, graceDays: number): IsoDate =>
  addDays(dueDate, graceDays);

/**
 * Overdue, the one definition: still owed, and `today` is past the due date and the grace
 * days after it. The server's SQL form of these rules (apps/api rents/status-sql.ts) is tested
 * against them with the same cases.
 */
export const isOverdue = (rent: RentDue, rules: DueRules): boolean =>
  isUnpaid(rent) && graceEnd(rent.dueDate, rules.graceDays) < rules.today;

/**
 * Owed today: still owed and due today or before, grace days or not. The dashboard's first
 * figure on a phone is the sum of these.
 */
export const isOwedToday = (rent: RentDue, rules: DueRules): boolean =>
  isUnpaid(rent) && rent.dueDate <= rules.today;

/** How far ahead the dashboard and the account look for dues coming. */
export const UPCOMING_DAYS = 30;

/** Upcoming: still owed, not overdue, and due within the next `UPCOMING_DAYS` days. */
export const isUpcoming = (rent: RentDue, rules: DueRules): boolean =>
  isUnpaid(rent) && !isOverdue(rent, rules) && rent.dueDate <= addDays(rules.today, UPCOMING_DAYS);

/**
 * A rent's status, computed when read (DESIGN.md reading 4): Cancelled when its tenant left
 * before its period; Paid when everything is paid; otherwise Overdue once the grace days after
 * the due date are over, with the whole days since the due date; otherwise Partially Paid when
 * something is paid; otherwise Pending.
 */
export function rentStatus(
  rent: RentDue,
  rules: DueRules,
): { status: RentStatus; daysOverdue: number } {
  if (rent.cancelled) return { status: 'Cancelled', daysOverdue: 0 };
  if (!isUnpaid(rent)) return { status: 'Paid', daysOverdue: 0 };
  if (isOverdue(rent, rules)) {
    return { status: 'Overdue', daysOverdue: daysBetween(rent.dueDate, rules.today) };
  }
  return { status: rent.amountPaid > 0 ? 'Partially Paid' : 'Pending', daysOverdue: 0 };
}

/**
 * Whether a rent belongs under a status filter. Each status is its own filter, except that
 * Partially Paid also holds late rents with something paid: their status stays Overdue, but
 * an owner looking for part payments expects them there.
 */
export function matchesStatusFilter(rent: RentDue, filter: RentStatus, rules: DueRules): boolean {
  if (filter === 'Partially Paid') return isUnpaid(rent) && rent.amountPaid > 0;
  return rentStatus(rent, rules).status === filter;
}

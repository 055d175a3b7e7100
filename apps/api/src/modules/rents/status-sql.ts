import { addDays, UPCOMING_DAYS, type DueRules, type RentStatus } from '@nivas/domain';
import { and, eq, gt, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { rents } from '../../db/schema';

/**
 * The rent status rules of the domain (rules/rent-status.ts: isUnpaid, isOverdue, isUpcoming,
 * rentStatus, matchesStatusFilter) as conditions the database checks, for lists filtered by
 * status and for the dashboard's counts. This is their only SQL form; status-sql.test.ts runs
 * the same cases through both and expects them to agree. The conditions read the `rents`
 * table's columns, so they fit Drizzle queries and raw `sql` over `rents` alike.
 */

const cancelled: SQL = isNotNull(rents.cancelledAt);
const live: SQL = isNull(rents.cancelledAt);

/**
 * Something is still owed: not cancelled and not fully paid. The partial index of unpaid
 * rents (`rents_admin_unpaid_due_idx`) is on exactly this condition.
 */
export const unpaid: SQL = and(lt(rents.paidPaise, rents.amountPaise), live)!;

const paid = and(gte(rents.paidPaise, rents.amountPaise), live)!;

/**
 * The last due date that is overdue today: a rent is overdue once `graceDays` whole days have
 * passed after its due date (due + grace < today, i.e. due < today − grace). Compared on the
 * column as it is, so the index on the due date serves it.
 */
const lastOverdueDueDate = (rules: DueRules) => addDays(rules.today, -rules.graceDays - 1);

/** Still owed, and the grace days after the due date are over. */
export const overdue = (rules: DueRules): SQL =>
  and(unpaid, lte(rents.dueDate, lastOverdueDueDate(rules)))!;

/** Still owed and not overdue: due (or within its grace) now or later. */
const notYetOverdue = (rules: DueRules): SQL =>
  and(unpaid, gt(rents.dueDate, lastOverdueDueDate(rules)))!;

/** Still owed, not overdue, and due within the next UPCOMING_DAYS days. */
export const upcoming = (rules: DueRules): SQL =>
  and(notYetOverdue(rules), lte(rents.dueDate, addDays(rules.today, UPCOMING_DAYS)))!;

/** What is still owed on an unpaid rent, in paise: the domain's `amountDueOf` where `unpaid` holds. */
export const balancePaise: SQL<number> = sql<number>`${rents.amountPaise} - ${rents.paidPaise}`;

/** Each status as a condition, matching `rentStatus(rent, rules).status`. */
export function statusCondition(status: RentStatus, rules: DueRules): SQL {
  switch (status) {
    case 'Cancelled':
      return cancelled;
    case 'Paid':
      return paid;
    case 'Overdue':
      return overdue(rules);
    case 'Partially Paid':
      return and(notYetOverdue(rules), gt(rents.paidPaise, 0))!;
    case 'Pending':
      return and(notYetOverdue(rules), eq(rents.paidPaise, 0))!;
  }
}

/**
 * What `GET /rents?status=` selects, matching `matchesStatusFilter`: each status, except that
 * Partially Paid also holds late rents with something paid (their status stays Overdue).
 */
export function statusFilter(filter: RentStatus, rules: DueRules): SQL {
  return filter === 'Partially Paid'
    ? and(unpaid, gt(rents.paidPaise, 0))!
    : statusCondition(filter, rules);
}

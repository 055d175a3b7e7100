import { addDays, UPCOMING_DAYS, type DueRules, type RentStatus } from '@nivas/domain';
import { and, eq, gt, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { charges, rents } from '../../db/schema';

/**
 * The rent status rules of the domain (rules/rent-status.ts: isUnpaid, isOverdue, isUpcoming,
 * rentStatus, matchesStatusFilter) as conditions the database checks, for lists filtered by
 * status and for the dashboard's counts. This is their only SQL form, for rents and for
 * charges alike (a charge is owed, paid and late as a rent is; a waived one is Cancelled);
 * status-sql.test.ts runs the same cases through both and expects them to agree. The
 * conditions read the table's columns, so they fit Drizzle queries and raw `sql` over
 * `rents` (or `charges`) alike.
 */

/** The columns the rules read of anything owed. */
interface DueColumns {
  amountPaise: AnyPgColumn;
  paidPaise: AnyPgColumn;
  dueDate: AnyPgColumn;
  /** Set when nobody owes it: a rent cancelled on leaving, a charge waived. */
  cancelledAt: AnyPgColumn;
}

/**
 * The last due date that is overdue today: a due is overdue once `graceDays` whole days have
 * passed after its due date (due + grace < today, i.e. due < today − grace). Compared on the
 * column as it is, so the index on the due date serves it.
 */
const lastOverdueDueDate = (rules: DueRules) => addDays(rules.today, -rules.graceDays - 1);

function statusSqlOf(t: DueColumns) {
  const cancelled: SQL = isNotNull(t.cancelledAt);
  const live: SQL = isNull(t.cancelledAt);

  /**
   * Something is still owed: not cancelled and not fully paid. The partial indexes of unpaid
   * rents and charges (`rents_admin_unpaid_due_idx`, `charges_admin_unpaid_due_idx`) are on
   * exactly this condition.
   */
  const unpaid: SQL = and(lt(t.paidPaise, t.amountPaise), live)!;
  const paid = and(gte(t.paidPaise, t.amountPaise), live)!;

  /** Still owed, and the grace days after the due date are over. */
  const overdue = (rules: DueRules): SQL => and(unpaid, lte(t.dueDate, lastOverdueDueDate(rules)))!;

  /** Still owed and not overdue: due (or within its grace) now or later. */
  const notYetOverdue = (rules: DueRules): SQL =>
    and(unpaid, gt(t.dueDate, lastOverdueDueDate(rules)))!;

  /** Still owed, not overdue, and due within the next UPCOMING_DAYS days. */
  const upcoming = (rules: DueRules): SQL =>
    and(notYetOverdue(rules), lte(t.dueDate, addDays(rules.today, UPCOMING_DAYS)))!;

  /** Still owed and due today or before, in its grace days or not: what is owed today. */
  const dueByToday = (rules: DueRules): SQL => and(unpaid, lte(t.dueDate, rules.today))!;

  /** Each status as a condition, matching `rentStatus(due, rules).status`. */
  function statusCondition(status: RentStatus, rules: DueRules): SQL {
    switch (status) {
      case 'Cancelled':
        return cancelled;
      case 'Paid':
        return paid;
      case 'Overdue':
        return overdue(rules);
      case 'Partially Paid':
        return and(notYetOverdue(rules), gt(t.paidPaise, 0))!;
      case 'Pending':
        return and(notYetOverdue(rules), eq(t.paidPaise, 0))!;
    }
  }

  return {
    unpaid,
    overdue,
    upcoming,
    dueByToday,
    /** What is still owed on an unpaid due, in paise: the domain's `amountDueOf` where `unpaid` holds. */
    balancePaise: sql<number>`${t.amountPaise} - ${t.paidPaise}`,
    statusCondition,
    /**
     * What `GET /rents?status=` (and `/charges?status=`) selects, matching
     * `matchesStatusFilter`: each status, except that Partially Paid also holds late dues
     * with something paid (their status stays Overdue).
     */
    statusFilter(filter: RentStatus, rules: DueRules): SQL {
      return filter === 'Partially Paid'
        ? and(unpaid, gt(t.paidPaise, 0))!
        : statusCondition(filter, rules);
    },
  };
}

/** The rules over `rents`. */
export const {
  unpaid,
  overdue,
  upcoming,
  dueByToday,
  balancePaise,
  statusCondition,
  statusFilter,
} = statusSqlOf(rents);

/** The same rules over `charges`: a waived charge is a cancelled due. */
export const chargeStatusSql = statusSqlOf({
  amountPaise: charges.amountPaise,
  paidPaise: charges.paidPaise,
  dueDate: charges.dueDate,
  cancelledAt: charges.waivedAt,
});

import { addDays, UPCOMING_DAYS, type IsoDate, type RentStatus } from '@nivas/domain';
import { and, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { rents } from '../../db/schema';

/**
 * The rent status rules of the domain (rules/rent-status.ts: isUnpaid, isOverdue, isUpcoming,
 * rentStatus) as conditions the database checks, for lists filtered by status and for the
 * dashboard's counts. This is their only SQL form; status-sql.test.ts runs the same cases
 * through both and expects them to agree. The conditions read the `rents` table's columns, so
 * they fit Drizzle queries and raw `sql` over `rents` alike.
 */

/** Something is still due. The partial index of unpaid rents is on exactly this condition. */
export const unpaid: SQL = lt(rents.paidPaise, rents.amountPaise);

const paid = gte(rents.paidPaise, rents.amountPaise);

/** Not fully paid, and `today` is past the due date. */
export const overdue = (today: IsoDate): SQL => and(unpaid, lt(rents.dueDate, today))!;

/** Not fully paid, and due today or within the next UPCOMING_DAYS days. */
export const upcoming = (today: IsoDate): SQL =>
  and(unpaid, gte(rents.dueDate, today), lte(rents.dueDate, addDays(today, UPCOMING_DAYS)))!;

/** What is still due on an unpaid rent, in paise: the domain's `balanceOf` where `unpaid` holds. */
export const balancePaise: SQL<number> = sql<number>`${rents.amountPaise} - ${rents.paidPaise}`;

/** Each status as a condition, matching `rentStatus(rent, today)`. */
export function statusCondition(status: RentStatus, today: IsoDate): SQL {
  switch (status) {
    case 'Paid':
      return paid;
    case 'Overdue':
      return overdue(today);
    case 'Partially Paid':
      return and(unpaid, gte(rents.dueDate, today), gt(rents.paidPaise, 0))!;
    case 'Pending':
      return and(unpaid, gte(rents.dueDate, today), eq(rents.paidPaise, 0))!;
  }
}

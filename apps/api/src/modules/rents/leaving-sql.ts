import type { IsoDate } from '@nivas/domain';
import { and, eq, gt, not, sql, type SQL } from 'drizzle-orm';
import { rents } from '../../db/schema';
import { lateFeePaidOn } from '../charges/rent-late-fee';

/**
 * The domain's cancellation on leaving (rules/leaving.ts: periodStart, isCancelledByLeaving)
 * as conditions on the `rents` table, for the statement that cancels a leaving tenant's rents.
 * Its only SQL form; leaving-sql.test.ts runs the same cases through both.
 */

/** The first day a rent is for: the 1st of its month, or its due date for weekly and daily rents. */
export const periodStart: SQL<string> = sql<string>`case when ${rents.paymentPeriod} = 'monthly'
  then make_date(${rents.year}, ${rents.month}, 1) else ${rents.dueDate} end`;

/** Nothing paid on it nor on its late fee, and its period starts after the leaving date. */
export const cancelledByLeaving = (leavingDate: IsoDate): SQL =>
  and(eq(rents.paidPaise, 0), not(lateFeePaidOn(rents.id)), gt(periodStart, leavingDate))!;

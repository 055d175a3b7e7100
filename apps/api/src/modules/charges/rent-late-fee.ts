import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { charges, rents } from '../../db/schema';

/**
 * A late fee belongs to its rent (`charges.rent_id`, one fee a rent): the one place that says
 * what becomes of it when its rent goes.
 * - A rent cancelled (a leaving, a move-out, a deleted tenant) or deleted takes its late fee with
 *   it: the fee is waived, as charges are waived (kept with a reason, owed by nobody).
 * - Money paid on the fee counts as money paid on its rent, and is treated as the rents code
 *   treats that: a leaving does not cancel a rent with money on it or on its fee (rents/
 *   leaving-sql.ts, `cancelledByLeaving`, and the domain's `isCancelledByLeaving`); a rent with
 *   money on its fee is not deleted until that is voided (RENT_HAS_PAYMENTS, rents/service.ts);
 *   a move-out voids it and holds it with the deposit, credited on the statement, as it does
 *   money paid on a rent after the vacate date (charges/leaving.ts, `goneWithMoveOut`).
 */

const RENT_CANCELLED_REASON = 'Its rent was cancelled';
const RENT_DELETED_REASON = 'Its rent was deleted';

/** Something stands paid on the late fee of `rentId` (a rents column in an outer query). */
export const lateFeePaidOn = (rentId: typeof rents.id): SQL =>
  sql`exists (select 1 from ${charges} where ${charges.rentId} = ${rentId}
    and ${charges.kind} = 'lateFee' and ${charges.paidPaise} > 0)`;

/** The late fees of the rents `rentsWhere` selects. */
export const lateFeesOfRents = (rentsWhere: SQL): SQL =>
  and(
    eq(charges.kind, 'lateFee'),
    inArray(charges.rentId, sql`(select ${rents.id} from ${rents} where ${rentsWhere})`),
  )!;

/**
 * Waives the late fees of the rents `rentsWhere` selects, those with nothing paid (a fee with
 * money on it keeps its rent from going: see above). Inside the transaction that cancels or
 * deletes the rents, before a deleted rent's row goes.
 */
async function waiveLateFeesOf(tx: Database, rentsWhere: SQL, reason: string, now: Date) {
  await tx
    .update(charges)
    .set({ waivedAt: now, waiveReason: reason, updatedAt: now })
    .where(and(lateFeesOfRents(rentsWhere), isNull(charges.waivedAt), eq(charges.paidPaise, 0)));
}

/** After a tenant's rents were cancelled: the fees of their cancelled rents go with them. */
export const waiveLateFeesOfCancelledRents = (tx: Database, tenantId: string, now: Date) =>
  waiveLateFeesOf(
    tx,
    and(eq(rents.tenantId, tenantId), isNotNull(rents.cancelledAt))!,
    RENT_CANCELLED_REASON,
    now,
  );

/** Before a rent is deleted, under its lock: its fee goes with it. */
export const waiveLateFeeOfDeletedRent = (tx: Database, rentId: string, now: Date) =>
  waiveLateFeesOf(tx, eq(rents.id, rentId), RENT_DELETED_REASON, now);

/**
 * Locks a rent's late fee, if it has one (as a payment on it does, after the rent's own lock),
 * and answers whether something stands paid on it: a rent is then not deleted.
 */
export async function isLateFeePaid(tx: Database, rentId: string): Promise<boolean> {
  const [fee] = await tx
    .select({ paidPaise: charges.paidPaise })
    .from(charges)
    .where(and(eq(charges.rentId, rentId), eq(charges.kind, 'lateFee')))
    .for('update');
  return (fee?.paidPaise ?? 0) > 0;
}

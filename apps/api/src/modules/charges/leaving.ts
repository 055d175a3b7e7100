import { and, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { charges, recurringCharges, rents } from '../../db/schema';
import { periodStart } from '../rents/leaving-sql';
import { lateFeesOfRents } from './rent-late-fee';

/**
 * What a tenant's leaving does to their charges, inside the tenant's write transaction (under
 * their lock), beside the cancellation of later rents (tenants/tenant-rents.ts): their plans
 * end, and the plans' charges for months after the leaving date, nothing paid on them, are
 * waived as the rents beside them are cancelled; a cancelled rent's late fee goes with it
 * (rent-late-fee.ts). Other charges stay owed: electricity or damage belong to the time they
 * lived there. A move-out also takes away those with money paid on them, which it holds with
 * the deposit (`goneWithMoveOut`).
 */
export const LEFT_BEFORE_MONTH_REASON = 'The tenant left before this month';

/** A plan's charge for a month after the date, whatever was paid on it. */
const planChargeAfter = (leavingDate: string): SQL =>
  and(
    isNotNull(charges.recurringChargeId),
    gt(sql`make_date(${charges.year}, ${charges.month}, 1)`, leavingDate),
  )!;

/** A plan's charge for a month after the leaving date, nothing paid on it: waived on leaving. */
export const waivedByLeaving = (leavingDate: string): SQL =>
  and(planChargeAfter(leavingDate), eq(charges.paidPaise, 0))!;

/**
 * What a move-out on the vacate date takes away whole, as it cancels the rents of the periods
 * after it (even those paid ahead, whose money it holds with the deposit): the plans' charges
 * for months after it and the late fees of those rents. Nothing of them is owed; what was paid
 * on them comes back as a credit (move-out/inputs.ts).
 */
export const goneWithMoveOut = (vacateDate: string): SQL =>
  or(
    planChargeAfter(vacateDate),
    lateFeesOfRents(and(eq(rents.tenantId, charges.tenantId), gt(periodStart, vacateDate))!),
  )!;

export async function endChargesAfterLeaving(
  tx: Database,
  tenantId: string,
  leavingDate: string,
  now: Date,
) {
  await tx
    .update(recurringCharges)
    .set({ endedAt: now })
    .where(and(eq(recurringCharges.tenantId, tenantId), isNull(recurringCharges.endedAt)));
  await tx
    .update(charges)
    .set({ waivedAt: now, waiveReason: LEFT_BEFORE_MONTH_REASON, updatedAt: now })
    .where(
      and(eq(charges.tenantId, tenantId), isNull(charges.waivedAt), waivedByLeaving(leavingDate)),
    );
}

/**
 * A deleted tenant's charges keep their name, as their rents do, and nothing else personal:
 * the phone is cleared before the row goes (the database then clears `tenant_id`).
 */
export async function forgetTenantOnCharges(tx: Database, tenantId: string, name: string) {
  await tx
    .update(charges)
    .set({ tenantName: name, tenantPhone: '' })
    .where(eq(charges.tenantId, tenantId));
}

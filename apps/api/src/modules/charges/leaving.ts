import { and, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { charges, recurringCharges } from '../../db/schema';

/**
 * What a tenant's leaving does to their charges, inside the tenant's write transaction (under
 * their lock), beside the cancellation of later rents (tenants/tenant-rents.ts): their plans
 * end, and the plans' charges for months after the leaving date, nothing paid on them, are
 * waived as the rents beside them are cancelled. Other charges stay owed: electricity, a late
 * fee or damage belong to the time they lived there.
 */
export const LEFT_BEFORE_MONTH_REASON = 'The tenant left before this month';

/** A plan's charge for a month after the leaving date, nothing paid on it: waived on leaving. */
export const waivedByLeaving = (leavingDate: string): SQL =>
  and(
    isNotNull(charges.recurringChargeId),
    eq(charges.paidPaise, 0),
    gt(sql`make_date(${charges.year}, ${charges.month}, 1)`, leavingDate),
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

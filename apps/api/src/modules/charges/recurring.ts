import { rupeesToPaise, type CreateRecurringChargeBody } from '@nivas/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { recurringCharges, tenants, type RecurringChargeRow } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * Recurring charges: a plan of so much a month for a tenant (a mess plan), which
 * generate-monthly turns into a charge beside each month's rent (recurring-monthly.ts).
 * Ending one keeps it, and the charges it made, on record.
 */

/** POST /tenants/{id}/recurring-charges, under the tenant's lock as a rent is created. */
export async function createRecurringCharge(
  db: Database,
  adminId: string,
  tenantId: string,
  body: CreateRecurringChargeBody,
): Promise<RecurringChargeRow> {
  return db.transaction(async (tx) => {
    if (!isUuid(tenantId)) throw notFound('Tenant');
    const [tenant] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.id, tenantId), eq(tenants.adminId, adminId)))
      .for('key share');
    if (!tenant) throw notFound('Tenant');
    const [created] = await tx
      .insert(recurringCharges)
      .values({
        adminId,
        tenantId,
        kind: body.kind,
        amountPaise: rupeesToPaise(body.amount),
        note: body.note,
      })
      .returning();
    await touchChangeStamps(tx, adminId, []);
    return created!;
  });
}

/**
 * DELETE /recurring-charges/{id}: ends the plan, so no later month gets its charge; the
 * charges it made stay as they are. Ending an ended one changes nothing and answers it.
 */
export async function endRecurringCharge(
  db: Database,
  adminId: string,
  id: string,
  now: Date = new Date(),
): Promise<RecurringChargeRow> {
  if (!isUuid(id)) throw notFound('Recurring charge');
  return db.transaction(async (tx) => {
    const ours = and(eq(recurringCharges.id, id), eq(recurringCharges.adminId, adminId));
    const [plan] = await tx.select().from(recurringCharges).where(ours).for('update');
    if (!plan) throw notFound('Recurring charge');
    if (plan.endedAt !== null) return plan;
    const [ended] = await tx
      .update(recurringCharges)
      .set({ endedAt: now })
      .where(eq(recurringCharges.id, id))
      .returning();
    await touchChangeStamps(tx, adminId, []);
    return ended!;
  });
}

/** A tenant's plans not ended, oldest first. */
export async function listLiveRecurringCharges(
  db: Database,
  adminId: string,
  tenantId: string,
): Promise<RecurringChargeRow[]> {
  return db
    .select()
    .from(recurringCharges)
    .where(
      and(
        eq(recurringCharges.adminId, adminId),
        eq(recurringCharges.tenantId, tenantId),
        isNull(recurringCharges.endedAt),
      ),
    )
    .orderBy(asc(recurringCharges.createdAt), asc(recurringCharges.id));
}

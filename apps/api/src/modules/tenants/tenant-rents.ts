import { firstRent, type FirstMonthRule } from '@nivas/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rents, type RoomRow, type TenantRow } from '../../db/schema';
import { endChargesAfterLeaving } from '../charges/leaving';
import { cancelledByLeaving } from '../rents/leaving-sql';

/**
 * What a tenant's arrival and departure do to their rents, inside the tenant's write
 * transaction: the first rent on joining, and the cancellation of what they no longer owe.
 */

/** The joining month's rent of a tenant just given a bed; none when they pay nothing. */
export async function createFirstRent(
  tx: Database,
  tenant: TenantRow,
  room: RoomRow,
  rule: FirstMonthRule,
): Promise<string | null> {
  const monthly = tenant.rentPaise ?? room.rentPaise;
  if (monthly <= 0) return null;
  const first = firstRent(monthly, tenant.joiningDate, rule);
  if (first.amount <= 0) return null;
  const [rent] = await tx
    .insert(rents)
    .values({
      adminId: tenant.adminId,
      tenantId: tenant.id,
      roomId: room.id,
      tenantName: tenant.name,
      tenantPhone: tenant.phone,
      roomNumber: room.roomNumber,
      floorNumber: room.floorNumber,
      paymentPeriod: 'monthly',
      month: first.month,
      year: first.year,
      dueDate: first.dueDate,
      amountPaise: first.amount,
    })
    .returning({ id: rents.id });
  return rent!.id;
}

/**
 * Cancels what a tenant who left owes for the periods after they left (the domain's
 * `isCancelledByLeaving`, in SQL `cancelledByLeaving`): nothing paid on it, and its period
 * starts after the leaving date; their recurring charges end with the charges of those months
 * (charges/leaving.ts). Runs under the tenant's lock, so no payment on their rents or next
 * month's rent made by one slips past it (see `lockRent`).
 */
export async function cancelRentsAfterLeaving(
  tx: Database,
  tenantId: string,
  leavingDate: string,
  now: Date,
) {
  await tx
    .update(rents)
    .set({ cancelledAt: now, updatedAt: now })
    .where(
      and(eq(rents.tenantId, tenantId), isNull(rents.cancelledAt), cancelledByLeaving(leavingDate)),
    );
  await endChargesAfterLeaving(tx, tenantId, leavingDate, now);
}

import { firstRent, type FirstMonthRule, type IsoDate } from '@nivas/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rents, type RoomRow, type TenantRow } from '../../db/schema';
import { endChargesAfterLeaving } from '../charges/leaving';
import { waiveLateFeesOfCancelledRents } from '../charges/rent-late-fee';
import { cancelledByLeaving } from '../rents/leaving-sql';

/**
 * What a tenant's arrival, return and departure do to their rents, inside the tenant's write
 * transaction: the first rent on joining or coming back, and the cancellation of what they no
 * longer owe.
 */

/** The joining month's rent of a tenant just given a bed; none when they pay nothing. */
export async function createFirstRent(
  tx: Database,
  tenant: TenantRow,
  room: RoomRow,
  rule: FirstMonthRule,
): Promise<string | null> {
  const first = firstRentOf(tenant, room, rule, tenant.joiningDate);
  if (!first) return null;
  const [rent] = await tx
    .insert(rents)
    .values(monthlyRentRow(tenant, room, first))
    .returning({ id: rents.id });
  return rent!.id;
}

/**
 * The rent of the month a tenant who left comes back in, as a tenant joining on `returnedOn`
 * would owe it (the domain's `firstRent` from that day). A rent of theirs for that month still
 * standing (they left within it) is left as it is. One cancelled by their leaving, with nothing
 * paid, is taken up again for the new amount and due date: a tenant has one monthly rent a
 * month (`rents_monthly_key`), and the cancelled one is what the return undoes.
 */
export async function chargeReturnMonth(
  tx: Database,
  tenant: TenantRow,
  room: RoomRow,
  rule: FirstMonthRule,
  returnedOn: IsoDate,
  now: Date,
): Promise<void> {
  const first = firstRentOf(tenant, room, rule, returnedOn);
  if (!first) return;
  const [existing] = await tx
    .select({ id: rents.id, cancelledAt: rents.cancelledAt })
    .from(rents)
    .where(
      and(
        eq(rents.tenantId, tenant.id),
        eq(rents.paymentPeriod, 'monthly'),
        eq(rents.year, first.year),
        eq(rents.month, first.month),
      ),
    )
    .for('update');
  if (!existing) {
    await tx.insert(rents).values(monthlyRentRow(tenant, room, first));
  } else if (existing.cancelledAt) {
    await tx
      .update(rents)
      .set({ ...monthlyRentRow(tenant, room, first), cancelledAt: null, updatedAt: now })
      .where(eq(rents.id, existing.id));
  }
}

/** A first month's rent from `from`, at the tenant's own rent or their room's; none if nothing. */
function firstRentOf(tenant: TenantRow, room: RoomRow, rule: FirstMonthRule, from: IsoDate) {
  const monthly = tenant.rentPaise ?? room.rentPaise;
  if (monthly <= 0) return null;
  const first = firstRent(monthly, from, rule);
  return first.amount > 0 ? first : null;
}

function monthlyRentRow(
  tenant: TenantRow,
  room: RoomRow,
  first: ReturnType<typeof firstRent>,
): typeof rents.$inferInsert {
  return {
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
  };
}

/**
 * Cancels what a tenant who left owes for the periods after they left (the domain's
 * `isCancelledByLeaving`, in SQL `cancelledByLeaving`): nothing paid on it nor on its late fee,
 * and its period starts after the leaving date; a cancelled rent's late fee goes with it
 * (charges/rent-late-fee.ts); their recurring charges end with the charges of those months
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
  await waiveLateFeesOfCancelledRents(tx, tenantId, now);
  await endChargesAfterLeaving(tx, tenantId, leavingDate, now);
}

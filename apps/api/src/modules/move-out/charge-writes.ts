import { chargeLabel, type ChargeKind } from '@nivas/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { charges, payments, type ChargeRow } from '../../db/schema';
import type { NewPayment } from '../rents/ledger';
import type { TenantDetailRow } from '../tenants/queries';

export async function insertCharge(
  tx: Database,
  tenant: TenantDetailRow,
  charge: { kind: ChargeKind; amountPaise: number; date: string; dueDate: string; note: string },
) {
  await tx.insert(charges).values({
    adminId: tenant.adminId,
    tenantId: tenant.id,
    tenantName: tenant.name,
    tenantPhone: tenant.phone,
    roomId: tenant.roomId,
    roomNumber: tenant.room?.roomNumber ?? null,
    floorNumber: tenant.room?.floorNumber ?? null,
    ...charge,
  });
}

export async function recordChargePayment(tx: Database, charge: ChargeRow, payment: NewPayment) {
  await tx.select({ id: charges.id }).from(charges).where(eq(charges.id, charge.id)).for('update');
  await tx.insert(payments).values({
    adminId: charge.adminId,
    chargeId: charge.id,
    tenantId: charge.tenantId,
    label: chargeLabel({ kind: charge.kind as ChargeKind, note: charge.note }),
    ...payment,
  });
  await tx
    .update(charges)
    .set({ paidPaise: sql`${charges.paidPaise} + ${payment.amountPaise}`, updatedAt: new Date() })
    .where(eq(charges.id, charge.id));
}

import {
  DEFAULT_TENANT_LANGUAGE,
  type ChargeKind,
  type DueDescription,
  type RentPeriod,
  type TenantLanguage,
} from '@nivas/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { admins, charges, payments, rents, rooms, tenants, type PaymentRow } from '../../db/schema';
import { notFound } from '../../errors';

/** What one receipt shows: the payment, who paid it for what, the PG, and what was left due. */
export interface ReceiptView {
  payment: PaymentRow;
  pg: { name: string; address: string; phone: string };
  tenant: { id: string | null; name: string; phone: string; language: TenantLanguage };
  room: { roomNumber: string; floorNumber: number } | null;
  bedNumber: number | null;
  /** What it paid: the rent or the charge (null once deleted: the payment's label says). */
  due: DueDescription | null;
  /**
   * What was still owed on that rent or charge once this payment was made, as kept with the
   * payment when it was recorded (`balance_after_paise`): a receipt given says the same ever
   * after, whatever is voided or edited since. Null for a voided payment.
   */
  balanceAfterPaise: number | null;
}

/**
 * The receipt of one payment of the PG; `tenantId` narrows it to that tenant's payments (the
 * tenant's own link). Another PG's payment, or another tenant's, is not found.
 */
export async function findReceipt(
  db: Database,
  adminId: string,
  paymentId: string,
  options: { tenantId?: string } = {},
): Promise<ReceiptView> {
  if (!isUuid(paymentId)) throw notFound('Payment');
  const [row] = await db
    .select({ payment: payments, admin: admins })
    .from(payments)
    .innerJoin(admins, eq(admins.id, payments.adminId))
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.adminId, adminId),
        options.tenantId ? eq(payments.tenantId, options.tenantId) : undefined,
      ),
    );
  if (!row) throw notFound('Payment');
  const { payment, admin } = row;
  const [tenant, rent, charge] = await Promise.all([
    payment.tenantId ? findTenantOf(db, payment.tenantId) : null,
    payment.rentId ? findRentOf(db, payment.rentId) : null,
    payment.chargeId ? findChargeOf(db, payment.chargeId) : null,
  ]);
  const paid = rent ?? charge;
  const room =
    paid && paid.roomNumber !== null && paid.floorNumber !== null
      ? { roomNumber: paid.roomNumber, floorNumber: paid.floorNumber }
      : (tenant?.room ?? null);
  return {
    payment,
    pg: { name: admin.pgName, address: admin.address, phone: admin.phone },
    tenant: {
      id: payment.tenantId,
      name: tenant?.name ?? paid?.tenantName ?? '',
      phone: tenant?.phone ?? paid?.tenantPhone ?? '',
      language: (tenant?.language as TenantLanguage | undefined) ?? DEFAULT_TENANT_LANGUAGE,
    },
    room,
    // The bed is the tenant's while they are in the room the payment was for.
    bedNumber: tenant && paid && tenant.roomId === paid.roomId ? tenant.bedNumber : null,
    due: rent
      ? { kind: 'rent', rent: { ...rent, paymentPeriod: rent.paymentPeriod as RentPeriod } }
      : charge
        ? { kind: 'charge', charge: { kind: charge.kind as ChargeKind, date: charge.date } }
        : null,
    balanceAfterPaise: payment.voidedAt === null ? payment.balanceAfterPaise : null,
  };
}

async function findTenantOf(db: Database, tenantId: string) {
  const [tenant] = await db
    .select({
      name: tenants.name,
      phone: tenants.phone,
      language: tenants.language,
      roomId: tenants.roomId,
      bedNumber: tenants.bedNumber,
      room: { roomNumber: rooms.roomNumber, floorNumber: rooms.floorNumber },
    })
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(eq(tenants.id, tenantId));
  return tenant ?? null;
}

async function findRentOf(db: Database, rentId: string) {
  const [rent] = await db
    .select({
      paymentPeriod: rents.paymentPeriod,
      month: rents.month,
      year: rents.year,
      weekNumber: rents.weekNumber,
      dueDate: rents.dueDate,
      amountPaise: rents.amountPaise,
      tenantName: rents.tenantName,
      tenantPhone: rents.tenantPhone,
      roomId: rents.roomId,
      roomNumber: rents.roomNumber,
      floorNumber: rents.floorNumber,
    })
    .from(rents)
    .where(eq(rents.id, rentId));
  return rent ?? null;
}

async function findChargeOf(db: Database, chargeId: string) {
  const [charge] = await db
    .select({
      kind: charges.kind,
      date: charges.date,
      amountPaise: charges.amountPaise,
      tenantName: charges.tenantName,
      tenantPhone: charges.tenantPhone,
      roomId: charges.roomId,
      roomNumber: charges.roomNumber,
      floorNumber: charges.floorNumber,
    })
    .from(charges)
    .where(eq(charges.id, chargeId));
  return charge ?? null;
}

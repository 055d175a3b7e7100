import {
  CHARGE_HAS_PAYMENTS_MESSAGE,
  CHARGE_WAIVED_MESSAGE,
  rupeesToPaise,
  type ChargeKind,
  type CreateChargeBody,
  type IsoDate,
  type Paise,
  type PayRentBody,
} from '@nivas/domain';
import { and, eq } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { charges, rooms, tenants, type ChargeRow, type PaymentRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordChargePayment } from '../rents/ledger';
import { paymentWithinLimit } from '../rents/pay';
import { findPayment } from '../rents/queries';
import { businessDate } from '../rents/service';
import type { RuleSettings } from '../settings/rules';
import { findCharge, lockCharge, type ChargeWithRefs } from './queries';

/**
 * Writing charges: a one-off due (POST /tenants/{id}/charges), paying one through the
 * payment ledger, waiving one. `insertCharge` is the one insert of a charge row, which other
 * modules call inside their own transactions (meter readings, move-out).
 */

/** A charge to insert. Money in paise, dates as calendar dates in the PG's zone. */
export interface NewCharge {
  tenantId: string;
  kind: ChargeKind;
  amountPaise: Paise;
  date: IsoDate;
  /** Not before `date` (the table's check). */
  dueDate: IsoDate;
  note: string;
  /** The room it is for; when left out, the tenant's room, else the room they left. */
  roomId?: string | null;
  /** A late fee: the rent it is for. */
  rentId?: string;
  /** An electricity share: the reading that closed its period, and the tenant's days in it. */
  meterReadingId?: string;
  shareDays?: number;
}

/**
 * Inserts one charge for a tenant of the admin, with the tenant's name and phone and the
 * room kept as a snapshot (as on rents), and answers the row. Called inside the caller's
 * transaction, which holds the tenant's row lock (`for key share` at least, as `lockRent`
 * takes it, or `for update`), so the tenant cannot be deleted under it; the caller also
 * touches the change stamps last. NOT_FOUND for another admin's or a missing tenant.
 */
export async function insertCharge(
  tx: Database,
  adminId: string,
  charge: NewCharge,
): Promise<ChargeRow> {
  if (!isUuid(charge.tenantId)) throw notFound('Tenant');
  const [tenant] = await tx
    .select({
      name: tenants.name,
      phone: tenants.phone,
      roomId: tenants.roomId,
      leftRoomId: tenants.leftRoomId,
    })
    .from(tenants)
    .where(and(eq(tenants.id, charge.tenantId), eq(tenants.adminId, adminId)));
  if (!tenant) throw notFound('Tenant');
  const roomId = charge.roomId === undefined ? (tenant.roomId ?? tenant.leftRoomId) : charge.roomId;
  const [room] = roomId
    ? await tx
        .select({ id: rooms.id, roomNumber: rooms.roomNumber, floorNumber: rooms.floorNumber })
        .from(rooms)
        .where(and(eq(rooms.id, roomId), eq(rooms.adminId, adminId)))
    : [];
  const [inserted] = await tx
    .insert(charges)
    .values({
      adminId,
      tenantId: charge.tenantId,
      tenantName: tenant.name,
      tenantPhone: tenant.phone,
      roomId: room?.id ?? null,
      roomNumber: room?.roomNumber ?? null,
      floorNumber: room?.floorNumber ?? null,
      kind: charge.kind,
      amountPaise: charge.amountPaise,
      date: charge.date,
      dueDate: charge.dueDate,
      note: charge.note,
      rentId: charge.rentId ?? null,
      meterReadingId: charge.meterReadingId ?? null,
      shareDays: charge.shareDays ?? null,
    })
    .returning();
  return inserted!;
}

/**
 * POST /tenants/{id}/charges: a one-off due of an active or former tenant, under the tenant's
 * lock (`for key share`, as a rent is created), dated in the PG's zone.
 */
export async function createCharge(
  db: Database,
  adminId: string,
  tenantId: string,
  body: CreateChargeBody,
  settings: Pick<RuleSettings, 'timeZone'>,
): Promise<ChargeWithRefs> {
  const date = businessDate(body.date, 'Date', settings.timeZone);
  const dueDate = businessDate(body.dueDate, 'Due date', settings.timeZone);
  // The contract compares the dates as sent; read in the zone, a timestamp may fall a day apart.
  if (dueDate < date) throw new AppError('INVALID_INPUT', 'Due date cannot be before the date');
  const chargeId = await db.transaction(async (tx) => {
    if (!isUuid(tenantId)) throw notFound('Tenant');
    await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(eq(tenants.id, tenantId), eq(tenants.adminId, adminId)))
      .for('key share');
    const charge = await insertCharge(tx, adminId, {
      tenantId,
      kind: body.kind,
      amountPaise: rupeesToPaise(body.amount),
      date,
      dueDate,
      note: body.note,
    });
    await touchChangeStamps(tx, adminId, []);
    return charge.id;
  });
  return findCharge(db, adminId, chargeId);
}

/** Nothing is paid on, or waived again on, a charge that was waived. */
function assertNotWaived(charge: ChargeRow) {
  if (charge.waivedAt !== null) throw new AppError('CHARGE_WAIVED', CHARGE_WAIVED_MESSAGE);
}

/**
 * PUT /charges/{id}/pay: the same body, the same payment limit and the same ledger as paying a
 * rent, under the charge's lock. Answers the charge as it now stands and the payment recorded
 * (so that a client can undo exactly it through POST /payments/{id}/void).
 */
export async function payCharge(
  db: Database,
  adminId: string,
  chargeId: string,
  body: PayRentBody,
  settings: Pick<RuleSettings, 'timeZone' | 'today'>,
): Promise<{ charge: ChargeWithRefs; payment: PaymentRow }> {
  const paymentId = await db.transaction(async (tx) => {
    const charge = await lockCharge(tx, adminId, chargeId);
    assertNotWaived(charge);
    const payment = paymentWithinLimit(body, charge, settings, 'charge');
    const { paymentId } = await recordChargePayment(tx, charge, payment);
    await touchChangeStamps(tx, adminId, []);
    return paymentId;
  });
  const [charge, payment] = await Promise.all([
    findCharge(db, adminId, chargeId),
    findPayment(db, adminId, paymentId),
  ]);
  return { charge, payment };
}

/**
 * POST /charges/{id}/waive: a charge is never deleted; it is waived with a reason and stays,
 * owed by nobody (its status Cancelled). Only while nothing paid on it stands (its paid sum is
 * the sum of its live payments, so 0 means none): CHARGE_HAS_PAYMENTS otherwise, and
 * CHARGE_WAIVED the second time. A waived late fee stays waived: the daily run never raises it.
 */
export async function waiveCharge(
  db: Database,
  adminId: string,
  chargeId: string,
  reason: string,
  now: Date = new Date(),
): Promise<ChargeWithRefs> {
  await db.transaction(async (tx) => {
    const charge = await lockCharge(tx, adminId, chargeId);
    assertNotWaived(charge);
    if (charge.paidPaise > 0) {
      throw new AppError('CHARGE_HAS_PAYMENTS', CHARGE_HAS_PAYMENTS_MESSAGE);
    }
    await tx
      .update(charges)
      .set({ waivedAt: now, waiveReason: reason, updatedAt: now })
      .where(eq(charges.id, chargeId));
    await touchChangeStamps(tx, adminId, []);
  });
  return findCharge(db, adminId, chargeId);
}

import { clampedDate, nextMonth, type ChargeListQuery, type DueRules } from '@nivas/domain';
import { and, asc, desc, eq, gt, gte, isNull, lt, not } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  charges,
  payments,
  rooms,
  tenants,
  type ChargeRow,
  type PaymentRow,
} from '../../db/schema';
import { notFound } from '../../errors';
import { chargeStatusSql } from '../rents/status-sql';
import { goneWithMoveOut } from './leaving';

/** Reading charges: one charge, the lists, a charge's payments, and the lock a payment takes. */

/** A charge with its live tenant and room, when they still exist. */
export interface ChargeWithRefs {
  charge: ChargeRow;
  tenant: { id: string; name: string; phone: string } | null;
  room: { id: string; roomNumber: string; floorNumber: number } | null;
}

/** `select … from charges` with the tenant and room joined; add where/order. */
function selectCharges(db: Database) {
  return db
    .select({
      charge: charges,
      tenant: { id: tenants.id, name: tenants.name, phone: tenants.phone },
      room: { id: rooms.id, roomNumber: rooms.roomNumber, floorNumber: rooms.floorNumber },
    })
    .from(charges)
    .leftJoin(tenants, eq(tenants.id, charges.tenantId))
    .leftJoin(rooms, eq(rooms.id, charges.roomId));
}

/** Newest due date first, as rents are listed. */
const newestFirst = [desc(charges.dueDate), desc(charges.createdAt), asc(charges.id)];

export async function findCharge(
  db: Database,
  adminId: string,
  chargeId: string,
): Promise<ChargeWithRefs> {
  if (!isUuid(chargeId)) throw notFound('Charge');
  const [row] = await selectCharges(db).where(
    and(eq(charges.id, chargeId), eq(charges.adminId, adminId)),
  );
  if (!row) throw notFound('Charge');
  return row;
}

/**
 * Locks the charge row for the rest of the transaction, as `lockRent` locks a rent: its
 * tenant's row first (`for key share`), then the charge (`for update`), so payments, voids
 * and a waiver of one charge never interleave and the lock order is the tenant's, then theirs.
 */
export async function lockCharge(
  tx: Database,
  adminId: string,
  chargeId: string,
): Promise<ChargeRow> {
  if (!isUuid(chargeId)) throw notFound('Charge');
  const ours = and(eq(charges.id, chargeId), eq(charges.adminId, adminId));
  const [ref] = await tx.select({ tenantId: charges.tenantId }).from(charges).where(ours);
  if (!ref) throw notFound('Charge');
  if (ref.tenantId) {
    await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, ref.tenantId))
      .for('key share');
  }
  const [charge] = await tx.select().from(charges).where(ours).for('update');
  if (!charge) throw notFound('Charge');
  return charge;
}

/**
 * GET /charges: newest due date first, filtered in the database by the month the charge falls
 * due in, its status (the SQL form of the rent status rules, `chargeStatusSql`) and its tenant.
 */
export async function listCharges(
  db: Database,
  adminId: string,
  query: ChargeListQuery,
  rules: DueRules,
): Promise<ChargeWithRefs[]> {
  const month =
    query.month !== undefined && query.year !== undefined
      ? { month: query.month, year: query.year }
      : null;
  const after = month && nextMonth(month.month, month.year);
  return selectCharges(db)
    .where(
      and(
        eq(charges.adminId, adminId),
        month ? gte(charges.dueDate, clampedDate(month.year, month.month, 1)) : undefined,
        after ? lt(charges.dueDate, clampedDate(after.year, after.month, 1)) : undefined,
        query.status ? chargeStatusSql.statusFilter(query.status, rules) : undefined,
        query.tenantId ? eq(charges.tenantId, query.tenantId) : undefined,
      ),
    )
    .orderBy(...newestFirst);
}

/** A tenant's charges for their account, waived ones included. */
export async function listTenantCharges(
  db: Database,
  adminId: string,
  tenantId: string,
): Promise<ChargeWithRefs[]> {
  return selectCharges(db)
    .where(and(eq(charges.adminId, adminId), eq(charges.tenantId, tenantId)))
    .orderBy(...newestFirst);
}

/**
 * What a tenant still owes on charges (not waived, not paid in full), the oldest due first:
 * what a move-out settles. Moving out on `movingOutOn`, those it takes away whole are left out
 * (leaving.ts, `goneWithMoveOut`). Read inside the caller's transaction, under the tenant's lock.
 */
export async function listUnpaidCharges(
  tx: Database,
  adminId: string,
  tenantId: string,
  options: { movingOutOn?: string } = {},
): Promise<ChargeRow[]> {
  return tx
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.adminId, adminId),
        eq(charges.tenantId, tenantId),
        chargeStatusSql.unpaid,
        // Nobody owes them.
        options.movingOutOn ? not(goneWithMoveOut(options.movingOutOn)) : undefined,
      ),
    )
    .orderBy(asc(charges.dueDate), asc(charges.createdAt), asc(charges.id));
}

/**
 * The charges a move-out on `vacateDate` takes away whole (leaving.ts, `goneWithMoveOut`) with
 * something paid on them: money paid ahead, the tenant's, credited on the statement and held
 * with the deposit. Oldest first; under the tenant's lock.
 */
export async function listChargesPaidAhead(
  tx: Database,
  adminId: string,
  tenantId: string,
  vacateDate: string,
): Promise<ChargeRow[]> {
  return tx
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.adminId, adminId),
        eq(charges.tenantId, tenantId),
        isNull(charges.waivedAt),
        gt(charges.paidPaise, 0),
        goneWithMoveOut(vacateDate),
      ),
    )
    .orderBy(asc(charges.date), asc(charges.createdAt), asc(charges.id));
}

/** A charge's payments in the order they were recorded, voided ones included. */
export async function listChargePayments(
  db: Database,
  adminId: string,
  chargeId: string,
): Promise<PaymentRow[]> {
  await findCharge(db, adminId, chargeId);
  return db
    .select()
    .from(payments)
    .where(eq(payments.chargeId, chargeId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

import {
  amountBelowPaid,
  amountBelowPaidMessage,
  balanceOf,
  rupeesToPaise,
  toBusinessDate,
  UNMARK_PAID_MESSAGE,
  unmarksRecordedPayments,
  type RentFormBody,
} from '@nivas/domain';
import { and, eq, sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import { payments, rents, rooms, tenants } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { RuleSettings } from '../settings/service';
import { findRent, lockRent, type RentWithRefs } from './queries';

/**
 * Writing rents: create, edit, delete, and the ledger row every payment writes. Paying is in
 * pay.ts, the monthly run in generate.ts, the reads in queries.ts.
 */

const DUPLICATE_RENT = 'A rent record for this tenant and period already exists';

/** A date as the client sent it, read in the PG's time zone. */
export function businessDate(value: string, label: string, timeZone: string) {
  const date = toBusinessDate(value, timeZone);
  if (!date) throw new AppError('INVALID_INPUT', `${label} must be a date`);
  return date;
}

async function withDuplicateCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DUPLICATE_RENT', DUPLICATE_RENT);
    throw error;
  }
}

/**
 * Writes one ledger row and keeps the rent's paid sum and latest-payment details with it.
 * Called inside the transaction that holds the rent's lock (or created the rent).
 */
export async function recordPayment(
  tx: Database,
  adminId: string,
  rentId: string,
  payment: {
    amountPaise: number;
    method: string;
    reference: string;
    notes: string;
    paidOn: string;
  },
) {
  await tx.insert(payments).values({
    adminId,
    rentId,
    amountPaise: payment.amountPaise,
    method: payment.method,
    reference: payment.reference,
    notes: payment.notes,
    paidOn: payment.paidOn,
  });
  await tx
    .update(rents)
    .set({
      paidPaise: sql`${rents.paidPaise} + ${payment.amountPaise}`,
      paymentDate: payment.paidOn,
      paymentMethod: payment.method,
      paymentReference: payment.reference,
      ...(payment.notes ? { notes: payment.notes } : {}),
      updatedAt: new Date(),
    })
    .where(eq(rents.id, rentId));
}

export async function createRent(
  db: Database,
  adminId: string,
  body: RentFormBody,
  settings: Pick<RuleSettings, 'timeZone'>,
): Promise<RentWithRefs> {
  const dueDate = businessDate(body.dueDate, 'Due date', settings.timeZone);
  const id = await withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      if (!isUuid(body.tenantId)) throw notFound('Tenant');
      const [tenant] = await tx
        .select({ id: tenants.id, name: tenants.name, phone: tenants.phone, room: rooms })
        .from(tenants)
        .leftJoin(rooms, eq(rooms.id, tenants.roomId))
        .where(and(eq(tenants.id, body.tenantId), eq(tenants.adminId, adminId)));
      if (!tenant) throw notFound('Tenant');
      const amountPaise = rupeesToPaise(body.amount);
      const [rent] = await tx
        .insert(rents)
        .values({
          adminId,
          tenantId: tenant.id,
          roomId: tenant.room?.id ?? null,
          tenantName: tenant.name,
          tenantPhone: tenant.phone,
          roomNumber: tenant.room?.roomNumber ?? null,
          floorNumber: tenant.room?.floorNumber ?? null,
          paymentPeriod: body.paymentPeriod,
          month: body.month,
          year: body.year,
          weekNumber: body.paymentPeriod === 'weekly' ? (body.weekNumber ?? null) : null,
          dueDate,
          amountPaise,
          notes: body.notes,
        })
        .returning({ id: rents.id });
      if (body.isPaid && amountPaise > 0) {
        await recordPayment(tx, adminId, rent!.id, {
          amountPaise,
          method: body.paymentMethod!,
          reference: body.paymentReference,
          notes: '',
          paidOn: businessDate(body.paymentDate!, 'Payment date', settings.timeZone),
        });
      }
      await touchChangeStamps(tx, adminId, []);
      return rent!.id;
    }),
  );
  return findRent(db, adminId, id);
}

/**
 * Edits a rent under its lock. Its tenant, month and year are fixed once created; its amount
 * may not go below what is paid; a paid rent stays paid; marked paid, the balance is recorded
 * as one payment.
 */
export async function updateRent(
  db: Database,
  adminId: string,
  rentId: string,
  body: RentFormBody,
  settings: Pick<RuleSettings, 'timeZone'>,
): Promise<RentWithRefs> {
  const dueDate = businessDate(body.dueDate, 'Due date', settings.timeZone);
  await withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      const current = await lockRent(tx, adminId, rentId);
      if (
        current.tenantId !== body.tenantId ||
        current.month !== body.month ||
        current.year !== body.year
      ) {
        throw new AppError('RENT_PERIOD_FIXED', 'Tenant, month and year cannot be changed');
      }
      const amountPaise = rupeesToPaise(body.amount);
      if (amountBelowPaid(amountPaise, current.paidPaise)) {
        throw new AppError('BELOW_PAID', amountBelowPaidMessage(current.paidPaise));
      }
      const due = { amount: current.amountPaise, amountPaid: current.paidPaise };
      if (unmarksRecordedPayments(due, body.isPaid)) {
        throw new AppError('PAYMENT_RECORDED', UNMARK_PAID_MESSAGE);
      }
      await tx
        .update(rents)
        .set({
          amountPaise,
          dueDate,
          paymentPeriod: body.paymentPeriod,
          weekNumber: body.paymentPeriod === 'weekly' ? (body.weekNumber ?? null) : null,
          notes: body.notes,
          updatedAt: new Date(),
        })
        .where(eq(rents.id, rentId));
      const balance = balanceOf({ amount: amountPaise, amountPaid: current.paidPaise });
      if (body.isPaid && balance > 0) {
        await recordPayment(tx, adminId, rentId, {
          amountPaise: balance,
          method: body.paymentMethod!,
          reference: body.paymentReference,
          notes: '',
          paidOn: businessDate(body.paymentDate!, 'Payment date', settings.timeZone),
        });
      }
      await touchChangeStamps(tx, adminId, []);
    }),
  );
  return findRent(db, adminId, rentId);
}

export async function deleteRent(db: Database, adminId: string, rentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRent(tx, adminId, rentId);
    await tx.delete(rents).where(eq(rents.id, rentId));
    await touchChangeStamps(tx, adminId, []);
  });
}

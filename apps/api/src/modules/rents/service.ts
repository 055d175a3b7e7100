import {
  DATE_IN_FUTURE_MESSAGE,
  hasHappened,
  PAYMENT_DATE_IN_FUTURE_MESSAGE,
  amountBelowPaid,
  amountBelowPaidMessage,
  balanceOf,
  RENT_CANCELLED_MESSAGE,
  RENT_HAS_PAYMENTS_MESSAGE,
  RENT_LATE_FEE_HAS_PAYMENTS_MESSAGE,
  rupeesToPaise,
  toBusinessDate,
  UNMARK_PAID_MESSAGE,
  unmarksRecordedPayments,
  type RentFormBody,
} from '@nivas/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import { payments, rents, rooms, tenants, type RentRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { isLateFeePaid, waiveLateFeeOfDeletedRent } from '../charges/rent-late-fee';
import type { RuleSettings } from '../settings/rules';
import { nextMonthIfNowPaid, recordPayment } from './ledger';
import { findRent, lockRent, type RentWithRefs } from './queries';

/**
 * Writing rents: create, edit, delete. Paying is in pay.ts, the ledger rows every payment
 * writes in ledger.ts, the monthly run in generate.ts, the reads in queries.ts.
 */

/** A rent as written, and next month's rent when a payment with it paid it in full. */
export interface RentWrite {
  rent: RentWithRefs;
  nextRent: RentWithRefs | null;
}

/** Reads the written rent (and next month's) once the transaction has committed. */
export async function readWrite(
  db: Database,
  adminId: string,
  ids: { rentId: string; nextRentId: string | null },
): Promise<RentWrite> {
  const [rent, nextRent] = await Promise.all([
    findRent(db, adminId, ids.rentId),
    ids.nextRentId ? findRent(db, adminId, ids.nextRentId) : Promise.resolve(null),
  ]);
  return { rent, nextRent };
}

const DUPLICATE_RENT = 'A rent record for this tenant and period already exists';

/** A date as the client sent it, read in the PG's time zone. */
export function businessDate(value: string, label: string, timeZone: string) {
  const date = toBusinessDate(value, timeZone);
  if (!date) throw new AppError('INVALID_INPUT', `${label} must be a date`);
  return date;
}

/**
 * A day sent for what is recorded once it has happened, read in the PG's zone: today or before
 * (domain rules/date-limits.ts), else refused with the field's own code and words.
 */
function dayThatHasCome(
  value: string,
  settings: { timeZone: string; today: string },
  refusal: { label: string; code: 'DATE_IN_FUTURE' | 'PAYMENT_DATE_IN_FUTURE'; message: string },
) {
  const date = businessDate(value, refusal.label, settings.timeZone);
  if (!hasHappened(date, settings.today)) throw new AppError(refusal.code, refusal.message);
  return date;
}

/** The day a meter was read, or a deposit taken, refunded or kept. */
export const happenedOn = (value: string, settings: { timeZone: string; today: string }) =>
  dayThatHasCome(value, settings, {
    label: 'Date',
    code: 'DATE_IN_FUTURE',
    message: DATE_IN_FUTURE_MESSAGE,
  });

/** The day a payment was received. */
export const paymentDateOf = (value: string, settings: { timeZone: string; today: string }) =>
  dayThatHasCome(value, settings, {
    label: 'Payment date',
    code: 'PAYMENT_DATE_IN_FUTURE',
    message: PAYMENT_DATE_IN_FUTURE_MESSAGE,
  });

/** Nothing is paid on, or marked paid on, a rent cancelled when its tenant left. */
export function assertNotCancelled(rent: RentRow) {
  if (rent.cancelledAt !== null) throw new AppError('RENT_CANCELLED', RENT_CANCELLED_MESSAGE);
}

async function withDuplicateCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DUPLICATE_RENT', DUPLICATE_RENT);
    throw error;
  }
}

export async function createRent(
  db: Database,
  adminId: string,
  body: RentFormBody,
  settings: Pick<RuleSettings, 'timeZone' | 'dueDay' | 'today'>,
): Promise<RentWrite> {
  const dueDate = businessDate(body.dueDate, 'Due date', settings.timeZone);
  const ids = await withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      if (!isUuid(body.tenantId)) throw notFound('Tenant');
      // The tenant is locked as lockRent locks it: their leaving waits for this rent, or comes first.
      const [tenant] = await tx
        .select({ id: tenants.id, name: tenants.name, phone: tenants.phone, room: rooms })
        .from(tenants)
        .leftJoin(rooms, eq(rooms.id, tenants.roomId))
        .where(and(eq(tenants.id, body.tenantId), eq(tenants.adminId, adminId)))
        .for('key share', { of: tenants });
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
        .returning();
      let nextRentId: string | null = null;
      if (body.isPaid && amountPaise > 0) {
        const payment = {
          amountPaise,
          method: body.paymentMethod!,
          reference: body.paymentReference,
          notes: '',
          paidOn: paymentDateOf(body.paymentDate!, settings),
        };
        ({ nextRentId } = await recordPayment(tx, rent!, payment, settings));
      }
      await touchChangeStamps(tx, adminId, []);
      return { rentId: rent!.id, nextRentId };
    }),
  );
  return readWrite(db, adminId, ids);
}

/**
 * Edits a rent under its lock. Its tenant, month and year are fixed once created; its amount
 * may not go below what is paid; a paid rent stays paid; marked paid, the balance is recorded
 * as one payment. Made Paid either way, its next month's rent is made (and answered).
 */
export async function updateRent(
  db: Database,
  adminId: string,
  rentId: string,
  body: RentFormBody,
  settings: Pick<RuleSettings, 'timeZone' | 'dueDay' | 'today'>,
): Promise<RentWrite> {
  const dueDate = businessDate(body.dueDate, 'Due date', settings.timeZone);
  const nextRentId = await withDuplicateCheck(() =>
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
      if (body.isPaid) assertNotCancelled(current);
      const due = { amount: current.amountPaise, amountPaid: current.paidPaise };
      if (unmarksRecordedPayments(due, body.isPaid)) {
        throw new AppError('PAYMENT_RECORDED', UNMARK_PAID_MESSAGE);
      }
      const [edited] = await tx
        .update(rents)
        .set({
          amountPaise,
          dueDate,
          paymentPeriod: body.paymentPeriod,
          weekNumber: body.paymentPeriod === 'weekly' ? (body.weekNumber ?? null) : null,
          notes: body.notes,
          updatedAt: new Date(),
        })
        .where(eq(rents.id, rentId))
        .returning();
      const balance = balanceOf({ amount: amountPaise, amountPaid: current.paidPaise });
      let nextRentId: string | null;
      if (body.isPaid && balance > 0) {
        const payment = {
          amountPaise: balance,
          method: body.paymentMethod!,
          reference: body.paymentReference,
          notes: '',
          paidOn: paymentDateOf(body.paymentDate!, settings),
        };
        ({ nextRentId } = await recordPayment(tx, edited!, payment, settings));
      } else {
        // Lowered to what is paid, the rent is Paid by the edit itself.
        nextRentId = await nextMonthIfNowPaid(tx, current, edited!, settings);
      }
      await touchChangeStamps(tx, adminId, []);
      return nextRentId;
    }),
  );
  return readWrite(db, adminId, { rentId, nextRentId });
}

/**
 * Deletes a rent nothing stands paid on, nor on its late fee (RENT_HAS_PAYMENTS otherwise: a
 * payment is voided, never deleted). Its voided payments stay in the ledger, their rent gone
 * (`rent_id` set null by the database) and their label saying what they were for; its late fee
 * goes with it, waived (charges/rent-late-fee.ts).
 */
export async function deleteRent(
  db: Database,
  adminId: string,
  rentId: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRent(tx, adminId, rentId);
    const [live] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.rentId, rentId), isNull(payments.voidedAt)))
      .limit(1);
    if (live) throw new AppError('RENT_HAS_PAYMENTS', RENT_HAS_PAYMENTS_MESSAGE);
    if (await isLateFeePaid(tx, rentId)) {
      throw new AppError('RENT_HAS_PAYMENTS', RENT_LATE_FEE_HAS_PAYMENTS_MESSAGE);
    }
    await waiveLateFeeOfDeletedRent(tx, rentId, now);
    await tx.delete(rents).where(eq(rents.id, rentId));
    await touchChangeStamps(tx, adminId, []);
  });
}

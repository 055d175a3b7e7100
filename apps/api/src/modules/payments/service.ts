import {
  PAYMENT_FROM_DEPOSIT_MESSAGE,
  PAYMENT_VOIDED_MESSAGE,
  type VoidPaymentBody,
} from '@nivas/domain';
import { and, eq } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { payments, type PaymentRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { lockCharge } from '../charges/queries';
import { unrecordChargePayment, unrecordPayment } from '../rents/ledger';
import { findRent, lockRent, type RentWithRefs } from '../rents/queries';

/**
 * Voiding a payment: the one correction of the ledger. The payment stays, marked with when and
 * why; its amount leaves the paid sum of the rent or charge it paid, in the same transaction
 * (decision 0008). A payment is never deleted (decision 0010).
 */

const paymentOf = async (db: Database, adminId: string, paymentId: string, lock = false) => {
  if (!isUuid(paymentId)) throw notFound('Payment');
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.adminId, adminId)));
  const [payment] = lock ? await query.for('update') : await query;
  if (!payment) throw notFound('Payment');
  return payment;
};

/**
 * Marks the payment voided with the reason, under the lock of the rent or charge it paid
 * (taken first, as every payment takes it) and then its own: two voids of one payment, or a
 * void and a payment on one rent or charge, never interleave. Voided already: PAYMENT_VOIDED.
 * Made from the deposit at move-out: PAYMENT_FROM_DEPOSIT (the settlement's deduction, refund
 * and statement stand on it; voided alone, the tenant would owe the due twice).
 * The answer's `rent` is the rent as it now stands, null for a charge's payment.
 */
export async function voidPayment(
  db: Database,
  adminId: string,
  paymentId: string,
  body: VoidPaymentBody,
  now: Date = new Date(),
): Promise<{ payment: PaymentRow; rent: RentWithRefs | null }> {
  const found = await paymentOf(db, adminId, paymentId);
  const voided = await db.transaction(async (tx) => {
    // A live payment's rent cannot be deleted (nor a charge, ever), so the rent read above is
    // still its rent; a voided one is refused below whatever became of its rent.
    if (found.rentId) await lockRent(tx, adminId, found.rentId).catch(ignoreMissing);
    if (found.chargeId) await lockCharge(tx, adminId, found.chargeId);
    const payment = await paymentOf(tx, adminId, paymentId, true);
    if (payment.voidedAt !== null) throw new AppError('PAYMENT_VOIDED', PAYMENT_VOIDED_MESSAGE);
    if (payment.fromDeposit) {
      throw new AppError('PAYMENT_FROM_DEPOSIT', PAYMENT_FROM_DEPOSIT_MESSAGE);
    }
    const [marked] = await tx
      .update(payments)
      .set({ voidedAt: now, voidReason: body.reason })
      .where(eq(payments.id, paymentId))
      .returning();
    if (payment.rentId) await unrecordPayment(tx, payment.rentId, payment.amountPaise);
    if (payment.chargeId) await unrecordChargePayment(tx, payment.chargeId, payment.amountPaise);
    await touchChangeStamps(tx, adminId, []);
    return marked!;
  });
  const rent = voided.rentId ? await findRent(db, adminId, voided.rentId) : null;
  return { payment: voided, rent };
}

/** A rent deleted since the payment was read: the payment is voided already (checked next). */
function ignoreMissing(error: unknown) {
  if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
}

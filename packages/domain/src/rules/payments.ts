import type { ErrorCode } from '../contracts/error-codes';
import { formatInr, paiseToRupees, type Paise } from '../money';
import { periodLabel } from './periods';

/**
 * The payment limit, the one home of the rule: a payment is more than zero and at most the
 * balance still due, and nothing more can be paid on a rent that is paid. Amounts are whole
 * paise, so "two decimals" is already the caller's conversion (`moneyField` refuses a third).
 * The pay service, the rent edit path and the payment dialog all ask these functions; each
 * problem is also the API's error code for it.
 */

/** The balance a payment may cover: what is still due, never below zero. */
export const balanceOf = (due: { amount: Paise; amountPaid: Paise }): Paise =>
  Math.max(0, due.amount - due.amountPaid);

export type PaymentProblem = Extract<ErrorCode, 'ALREADY_PAID' | 'NOT_POSITIVE' | 'OVER_BALANCE'>;

/** Why a payment of `amount` against `balance` may not be recorded; null when it may. */
export function paymentProblem(amount: Paise, balance: Paise): PaymentProblem | null {
  if (balance <= 0) return 'ALREADY_PAID';
  if (!(amount >= 1)) return 'NOT_POSITIVE';
  if (amount > balance) return 'OVER_BALANCE';
  return null;
}

/** A rent's amount may be lowered, but never below what has already been paid on it. */
export const amountBelowPaid = (amount: Paise, paid: Paise): boolean => amount < paid;

/**
 * The API's English words for each problem, for a rent or a charge (both are paid through the
 * one ledger); screens show their catalogue's text for the code.
 */
export const paymentProblemMessage = (
  problem: PaymentProblem,
  balance: Paise,
  due: 'rent' | 'charge' = 'rent',
): string => {
  switch (problem) {
    case 'ALREADY_PAID':
      return `This ${due} is already paid`;
    case 'NOT_POSITIVE':
      return 'Amount must be more than 0';
    case 'OVER_BALANCE':
      return `Amount cannot be more than the balance of ${formatInr(paiseToRupees(balance))}`;
  }
};

export const amountBelowPaidMessage = (paid: Paise): string =>
  `Amount cannot be less than the ${formatInr(paiseToRupees(paid))} already paid`;

/**
 * Payments are never undone by an edit: a rent that recorded payments have paid in full may
 * not be marked unpaid (`isPaid: false`) again.
 */
export const unmarksRecordedPayments = (
  due: { amount: Paise; amountPaid: Paise },
  isPaid: boolean,
): boolean => !isPaid && due.amountPaid > 0 && balanceOf(due) === 0;

export const UNMARK_PAID_MESSAGE = 'This rent is already paid; recorded payments cannot be undone';

/**
 * What a payment paid for, as the ledger keeps it on the payment ('Rent · November 2026'): it
 * still says so once its rent is gone.
 */
export const rentPaymentLabel = (rent: Parameters<typeof periodLabel>[0]): string =>
  `Rent · ${periodLabel(rent)}`;

/** A payment is voided once; a voided one stays in the ledger, marked. */
export const PAYMENT_VOIDED_MESSAGE = 'This payment is already voided';

/**
 * A payment the deposit made at move-out is part of the settlement (its deduction, the refund
 * and the statement stand on it): voided alone, the tenant would owe that due twice.
 */
export const PAYMENT_FROM_DEPOSIT_MESSAGE =
  'This payment was made from the deposit at move-out; it cannot be voided';

/** A rent is deleted only once nothing paid on it stands. */
export const RENT_HAS_PAYMENTS_MESSAGE =
  'This rent has payments recorded: void them before deleting the rent';

/** Nor is one whose late fee has a payment standing: the fee goes with its rent. */
export const RENT_LATE_FEE_HAS_PAYMENTS_MESSAGE =
  "This rent's late fee has payments recorded: void them before deleting the rent";

/** A cancelled rent (its tenant left before its period) is owed by nobody: nothing is paid on it. */
export const RENT_CANCELLED_MESSAGE = 'This rent was cancelled when its tenant left';

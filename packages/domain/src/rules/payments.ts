import type { ErrorCode } from '../contracts/error-codes';
import { formatInr, paiseToRupees, type Paise } from '../money';

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

/** The API's English words for each problem; screens show their catalogue's text for the code. */
export const paymentProblemMessage = (problem: PaymentProblem, balance: Paise): string => {
  switch (problem) {
    case 'ALREADY_PAID':
      return 'This rent is already paid';
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

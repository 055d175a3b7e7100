import type { Paise } from '../money';

/**
 * UPI: the PG's payment address (VPA), the payment link every UPI app opens
 * (`upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`, NPCI's linking specification) and the check of a
 * payment's reference against a UPI transaction id. The link is built here and nowhere else:
 * the tenant's account, reminders, receipts, the tenant's own link and the poster all show it.
 */

/** A VPA: a handle, '@', and the bank's or app's name ('sunrise.pg@okhdfcbank', '98765@ybl'). */
const UPI_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export const isUpiId = (value: string): boolean => UPI_ID.test(value);
export const UPI_ID_MESSAGE = 'UPI ID must look like name@bank, e.g. sunrisepg@okhdfcbank';

/** What UPI apps show of the note (`tn`): they cut it at 50 characters, so it is cut here. */
export const UPI_NOTE_MAX = 50;
export const PAYEE_NAME_MAX = 50;

export interface UpiPayee {
  upiId: string;
  payeeName: string;
}

/**
 * The payment link for an amount to the PG: UPI apps open it from a tap or a QR code with the
 * payee, the amount and the note filled in. No amount (or 0): the tenant types it (the poster).
 */
export function upiPaymentLink(
  payee: UpiPayee,
  payment: { amountPaise?: Paise; note?: string } = {},
): string {
  const params = [
    ['pa', payee.upiId],
    ['pn', payee.payeeName],
    ...(payment.amountPaise ? [['am', (payment.amountPaise / 100).toFixed(2)]] : []),
    ['cu', 'INR'],
    ...(payment.note ? [['tn', payment.note.slice(0, UPI_NOTE_MAX)]] : []),
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeUpiValue(value!)}`).join('&')}`;
}

/**
 * A value of the link, percent-encoded but for the '@' of a UPI ID, which a query may hold as it
 * is: the address then reads as the owner typed it where the link is shown in a message.
 */
const encodeUpiValue = (value: string): string => encodeURIComponent(value).replaceAll('%40', '@');

/** A UPI transaction id (the UTR/RRN a UPI app shows after paying) is 12 digits. */
export const isUpiTransactionId = (reference: string): boolean => /^\d{12}$/.test(reference.trim());

/**
 * A warning, never a refusal: a UPI payment whose reference does not look like a UPI
 * transaction id (perhaps mistyped, or the app's other id). Null when there is nothing to say.
 */
export function upiReferenceWarning(payment: { method: string; reference: string }): string | null {
  if (payment.method !== 'UPI' || isUpiTransactionId(payment.reference)) return null;
  return payment.reference.trim()
    ? 'The reference does not look like a UPI transaction id (12 digits)'
    : 'No UPI transaction id was given (12 digits)';
}

/** What a recorded payment's answer warns of (`warnings`): today, only a doubtful UPI reference. */
export const paymentWarnings = (payment: { method: string; reference: string }): string[] => {
  const warning = upiReferenceWarning(payment);
  return warning ? [warning] : [];
};

/**
 * The note a tenant's UPI payment carries to the owner's bank app: whose money it is, so the
 * owner can match it ("Asha Verma · Room 204").
 */
export const upiNoteOf = (tenant: { name: string; roomNumber?: string | null }): string =>
  tenant.roomNumber ? `${tenant.name} · Room ${tenant.roomNumber}` : tenant.name;

import {
  amountInWords,
  dateInZone,
  dueLabelIn,
  formatDateIn,
  formatInr,
  formatReceiptNumber,
  paiseToRupees,
  paymentMethodIn,
  upiPaymentLink,
  type TenantLanguage,
} from '@nivas/domain';
import type { ReceiptView } from './queries';

/**
 * A receipt's words in the tenant's language, once, for both the HTML page and the PDF: the
 * layouts only place them. The server carries these texts itself (the web catalogue is the
 * owner's screens').
 */

const WORDS = {
  en: {
    receipt: 'Payment receipt',
    number: 'Receipt no.',
    date: 'Date',
    phone: 'Phone',
    receivedFrom: 'Received from',
    room: 'Room',
    floor: 'Floor',
    bed: 'Bed',
    forWhat: 'For',
    amount: 'Amount received',
    paidBy: 'Paid by',
    reference: 'Reference',
    balance: 'Balance due after this payment',
    paidInFull: 'paid in full',
    void: 'VOID',
    voidedOn: (date: string, reason: string) => `Voided on ${date}: ${reason}`,
    payRest: 'Pay the balance by UPI',
    scan: 'Scan with any UPI app, or tap the link on a phone.',
    openUpi: 'Pay with a UPI app',
    download: 'Download PDF',
    account: 'All your dues and receipts',
    footer: 'A computer-made receipt; it needs no signature.',
  },
  hi: {
    receipt: 'भुगतान की रसीद',
    number: 'रसीद नंबर',
    date: 'दिनांक',
    phone: 'फ़ोन',
    receivedFrom: 'किरायेदार',
    room: 'कमरा',
    floor: 'मंज़िल',
    bed: 'बिस्तर',
    forWhat: 'विवरण',
    amount: 'प्राप्त राशि',
    paidBy: 'भुगतान का तरीका',
    reference: 'रेफ़रेंस नंबर',
    balance: 'इस भुगतान के बाद बाकी',
    paidInFull: 'पूरा भुगतान हो गया',
    void: 'रद्द',
    voidedOn: (date: string, reason: string) => `${date} को रद्द किया गया: ${reason}`,
    payRest: 'बाकी राशि UPI से चुकाएँ',
    scan: 'किसी भी UPI ऐप से स्कैन करें, या फ़ोन पर लिंक दबाएँ।',
    openUpi: 'UPI ऐप से भुगतान करें',
    download: 'PDF डाउनलोड करें',
    account: 'आपका पूरा हिसाब और रसीदें',
    footer: 'यह कंप्यूटर से बनी रसीद है, इस पर हस्ताक्षर की ज़रूरत नहीं।',
  },
} satisfies Record<TenantLanguage, unknown>;

export type ReceiptWords = (typeof WORDS)['en'];

/** Everything a receipt says, in one language. */
export interface ReceiptContent {
  language: TenantLanguage;
  words: ReceiptWords;
  title: string;
  receiptNumber: string;
  date: string;
  pg: ReceiptView['pg'];
  /** Label and value, in order: who paid, where they live, what for. */
  payer: [string, string][];
  /** What it paid for, in the language. */
  forWhat: string;
  amount: string;
  amountInWords: string;
  /** What was left to pay after it; null when nothing (or voided). */
  balanceDue: string | null;
  /** Label and value: method, reference, balance. */
  details: [string, string][];
  /** Set on a voided payment: the stamp and the line saying when and why. */
  voided: { stamp: string; note: string } | null;
  /** A part payment of a PG with a UPI ID: the link for the balance, for a QR code. */
  upi: { link: string; balance: string } | null;
}

export function receiptContent(
  view: ReceiptView,
  language: TenantLanguage,
  settings: { upiId: string; payeeName: string; timeZone: string },
): ReceiptContent {
  const words = WORDS[language];
  const { payment } = view;
  const receiptNumber = formatReceiptNumber(payment.receiptYear, payment.receiptSequence);
  const forWhat = view.due ? dueLabelIn(view.due, language) : payment.label;
  const room = view.room
    ? `${view.room.roomNumber} (${words.floor} ${view.room.floorNumber})`
    : null;
  const balance = view.balanceAfterPaise;
  const balanceText =
    balance === null
      ? null
      : balance > 0
        ? formatInr(paiseToRupees(balance))
        : `${formatInr(0)} (${words.paidInFull})`;
  return {
    language,
    words,
    title: `${words.receipt} ${receiptNumber}`,
    receiptNumber,
    date: formatDateIn(payment.paidOn, language),
    pg: view.pg,
    payer: [
      [words.receivedFrom, view.tenant.name],
      ...(room ? [[words.room, room] as [string, string]] : []),
      ...(view.bedNumber !== null ? [[words.bed, String(view.bedNumber)] as [string, string]] : []),
      [words.forWhat, forWhat],
    ],
    forWhat,
    amount: formatInr(paiseToRupees(payment.amountPaise)),
    amountInWords: amountInWords(payment.amountPaise, language),
    balanceDue: balance !== null && balance > 0 ? formatInr(paiseToRupees(balance)) : null,
    details: [
      [words.paidBy, paymentMethodIn(payment.method, language)],
      ...(payment.reference ? [[words.reference, payment.reference] as [string, string]] : []),
      ...(balanceText ? [[words.balance, balanceText] as [string, string]] : []),
    ],
    voided: payment.voidedAt
      ? {
          stamp: words.void,
          note: words.voidedOn(
            formatDateIn(dateInZone(payment.voidedAt, settings.timeZone), language),
            payment.voidReason ?? '',
          ),
        }
      : null,
    upi:
      balance !== null && balance > 0 && settings.upiId
        ? {
            link: upiPaymentLink(
              { upiId: settings.upiId, payeeName: settings.payeeName || view.pg.name },
              { amountPaise: balance, note: forWhat },
            ),
            balance: formatInr(paiseToRupees(balance)),
          }
        : null,
  };
}

/** A tenant's language, and the link to their own page that opens without signing in (issue 17). */

/** A tenant's language: their reminders, receipts and own link are in it (issue 17). */
export const tenantLanguage = {
  label: 'Language of receipts and reminders',
  hint: 'The tenant’s WhatsApp reminders, receipts and own page are written in it.',
  names: { en: 'English', hi: 'Hindi (हिंदी)' },
};

/** The tenant's own link, from the tenant's page (issue 17). */
export const tenantLink = {
  title: 'Tenant’s own link',
  description:
    'A private page for the tenant: their dues, payments, receipts and your UPI QR, without signing in.',
  send: 'Send link on WhatsApp',
  sending: 'Opening WhatsApp...',
  copy: 'Copy a new link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied',
  createFailed: 'The link could not be made',
  revoke: 'Stop sharing',
  revokeTitle: 'Stop sharing this tenant’s links?',
  revokeDescription:
    'Every link sent to this tenant stops working, receipts sent on WhatsApp included. You can send a new one later.',
  revoking: 'Stopping...',
  revoked: (count: number) =>
    count === 1 ? '1 link stopped working' : `${count} links stopped working`,
  revokeFailed: 'The links could not be stopped',
};

/** /t/{token}: the tenant's own page, opened without signing in (issue 17). */
export const sharedAccount = {
  title: 'Your account',
  loading: 'Loading your account...',
  failed: 'Your account could not be loaded',
  notFoundTitle: 'This link does not work',
  notFound: 'It may have been stopped by your PG, or mistyped. Ask your PG owner for a new link.',
  greeting: (name: string) => `Hello, ${name}`,
  phone: 'Phone',
  room: (room: string, floor: number) => `Room ${room}, floor ${floor}`,
  bed: (bed: number) => `Bed ${bed}`,
  idProof: (type: string, number: string) => `${type} ${number}`,
  totals: { due: 'Due now', overdue: 'Overdue', upcoming: 'Coming up' },
  dues: 'What you owe',
  noDues: 'Nothing is due. Thank you!',
  dueOn: (date: string) => `Due ${date}`,
  paidOf: (paid: string, amount: string) => `${paid} paid of ${amount}`,
  statuses: {
    Pending: 'Due',
    'Partially Paid': 'Part paid',
    Overdue: 'Overdue',
    Paid: 'Paid',
    Cancelled: 'Cancelled',
  },
  payments: 'Payments and receipts',
  noPayments: 'No payments yet.',
  receipt: 'Receipt',
  receiptFor: (receiptNumber: string) => `Receipt ${receiptNumber}`,
  pdf: 'PDF',
  voided: 'Voided',
  payTo: (payee: string) => `Pay ${payee} by UPI`,
  private: 'This page is private to you: do not share the link.',
};

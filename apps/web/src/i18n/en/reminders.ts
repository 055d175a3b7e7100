/** Receipts, the PG's UPI, reminders and the poster (issue 17). */

/** Receipts of payments: opened, downloaded, sent on WhatsApp (issue 17). */
export const receipts = {
  numbered: (receiptNumber: string) => `Receipt ${receiptNumber}`,
  open: 'Receipt',
  openFor: (receiptNumber: string) => `Open receipt ${receiptNumber}`,
  pdf: 'PDF',
  pdfFor: (receiptNumber: string) => `Download receipt ${receiptNumber} as PDF`,
  sendWhatsApp: 'Send receipt on WhatsApp',
  sending: 'Opening WhatsApp...',
  openFailed: 'The receipt could not be opened',
  shareFailed: 'The receipt’s link could not be made',
  recordedTitle: 'Payment recorded',
  recorded: (amount: string, receiptNumber: string) =>
    `${amount} recorded. Receipt ${receiptNumber} is ready.`,
  done: 'Done',
};

/** The PG's UPI: payment links, QR codes and the reference check (issue 17). */
export const upi = {
  payTitle: 'Pay by UPI',
  qrAlt: (amount: string) => `UPI QR code to pay ${amount}`,
  posterQrAlt: 'UPI QR code of the PG',
  openApp: 'Pay with a UPI app',
  scanHint: 'Scan with any UPI app: the amount is filled in.',
  dueAndUpcoming: (due: string, upcoming: string) =>
    `${due} due now and ${upcoming} that falls due later.`,
  upcomingOnly: 'Nothing is due yet: this pays what falls due next, ahead of its day.',
  notSet: 'Add your UPI ID in Settings to show a QR code the tenant can scan.',
  openSettings: 'Open Settings',
  referenceHint: 'For UPI: the 12-digit UPI transaction id (UTR) from the tenant’s app.',
  referenceWarning:
    'This does not look like a UPI transaction id (12 digits). It will be recorded as typed.',
  referenceMissing:
    'No UPI transaction id given (12 digits). You can record it, but it helps to match the bank statement.',
};

/** /reminders: who to remind, and one-tap WhatsApp, SMS and call (issue 17). */
export const reminders = {
  title: 'Reminders',
  subtitle: 'Dues falling due soon and overdue, oldest first. Send from your own phone.',
  loading: 'Loading reminders...',
  loadFailed: 'Failed to load reminders',
  empty: (days: number) =>
    `Nobody to remind: nothing is overdue and nothing falls due in the next ${days} days.`,
  allReminded: 'Everyone on the list was reminded today.',
  hideReminded: 'Hide tenants reminded today',
  count: (shown: number, total: number) =>
    shown === total ? `${total} to remind` : `${shown} of ${total} shown`,
  oneByOne: 'One by one',
  wholeList: 'Whole list',
  position: (index: number, count: number) => `${index} of ${count}`,
  previous: 'Previous',
  next: 'Next tenant',
  overdueBy: (days: number) => (days === 1 ? '1 day overdue' : `${days} days overdue`),
  dueOn: (date: string) => `Due ${date}`,
  roomBed: (room: string, bed: number | null) =>
    bed === null ? `Room ${room}` : `Room ${room} · Bed ${bed}`,
  language: (name: string) => `Message in ${name}`,
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  call: 'Call',
  sendVia: (channel: string, name: string) => `${channel}: remind ${name}`,
  remindedToday: 'Reminded today',
  lastReminded: (date: string) => `Last reminded ${date}`,
  showQr: 'UPI QR',
  hideQr: 'Hide QR',
  markFailed: 'The reminder was sent, but could not be marked as sent',
};

/** The printable "Pay rent here" poster with the PG's UPI QR (issue 17). */
export const poster = {
  title: 'Pay rent here',
  open: 'Print “Pay rent here” poster',
  print: 'Print poster',
  back: 'Back to Settings',
  scan: 'Scan with any UPI app',
  upiId: (upiId: string) => `UPI ID: ${upiId}`,
  noUpi: 'Add your UPI ID in Settings first: the poster shows its QR code.',
  hint: 'Print it on A4 and put it up on the notice board. Tenants type the amount themselves.',
};

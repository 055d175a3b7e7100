import { addDays, type IsoDate } from '../dates';
import type { TenantLanguage } from './tenant-language';

/**
 * Reminders sent from the owner's own phone: click-to-chat links (WhatsApp, SMS, a call) with a
 * message filled from the PG's templates in the tenant's language. No paid messaging account.
 */

/** How many days before a due date a tenant is reminded (settings' `remindDaysBefore`). */
export const REMIND_DAYS_BEFORE = { min: 0, max: 30, default: 3 } as const;
export const REMINDER_TEMPLATE_MAX = 1000;

export const REMINDER_PLACEHOLDERS = [
  'name',
  'amount',
  'month',
  'dueDate',
  'pgName',
  'upiLink',
] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];
export type ReminderValues = Record<ReminderPlaceholder, string>;

/**
 * The templates a PG starts with. The UPI link has a line of its own: a PG without a UPI ID
 * leaves it empty, and a line whose placeholder is empty is left out.
 */
export const DEFAULT_REMINDER_TEMPLATES: Record<TenantLanguage, string> = {
  en:
    'Hello {name}, a reminder from {pgName}: {amount} for {month} (due {dueDate}) is still to be paid.\n' +
    'Pay by UPI: {upiLink}\n' +
    'Thank you!',
  hi:
    'नमस्ते {name}, {pgName} की ओर से याद दिला रहे हैं: {month} के {amount} (देय तिथि {dueDate}) अभी बाकी हैं।\n' +
    'UPI से भुगतान करें: {upiLink}\n' +
    'धन्यवाद!',
};

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a template uses that are not known ones: `{nmae}` is a typo to point out. */
export function unknownPlaceholders(template: string): string[] {
  const known: readonly string[] = REMINDER_PLACEHOLDERS;
  return [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !known.includes(name));
}

/**
 * A template with its placeholders filled. A line holding a placeholder with no value (the UPI
 * link of a PG without a UPI ID) is left out whole, so no message says "Pay by UPI: " and
 * stops. Unknown placeholders stay as written.
 */
export function fillReminderTemplate(template: string, values: ReminderValues): string {
  const fill = (line: string) =>
    line.replace(PLACEHOLDER, (whole, name: string) =>
      name in values ? values[name as ReminderPlaceholder] : whole,
    );
  const isMissingValue = (line: string) =>
    [...line.matchAll(PLACEHOLDER)].some(
      ([, name]) => name! in values && values[name as ReminderPlaceholder] === '',
    );
  return template
    .split('\n')
    .filter((line) => !isMissingValue(line))
    .map(fill)
    .join('\n')
    .trim();
}

/** An Indian mobile number as the links want it: country code 91 and the ten digits. */
export function indianMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `91${digits.slice(-10)}`;
}

/** Opens WhatsApp with the chat and the message ready to send (its click-to-chat link). */
export const whatsappLink = (phone: string, text: string): string =>
  `https://wa.me/${indianMobile(phone)}?text=${encodeURIComponent(text)}`;

/** Opens the SMS app with the message; `?&body=` is read by both Android and iOS. */
export const smsLink = (phone: string, text: string): string =>
  `sms:+${indianMobile(phone)}?&body=${encodeURIComponent(text)}`;

export const telLink = (phone: string): string => `tel:+${indianMobile(phone)}`;

/**
 * The last due date a reminder covers: dues falling due up to `remindDaysBefore` days ahead,
 * and every one already due.
 */
export const reminderHorizon = (today: IsoDate, remindDaysBefore: number): IsoDate =>
  addDays(today, remindDaysBefore);

/**
 * The message that goes with a receipt on WhatsApp, in the tenant's language: what was
 * received, for what, what is left, and the link to the receipt.
 */
export function receiptMessage(
  receipt: {
    name: string;
    pgName: string;
    receiptNumber: string;
    amount: string;
    forWhat: string;
    date: string;
    balance: string | null;
    url: string;
  },
  language: TenantLanguage,
): string {
  if (language === 'hi') {
    return [
      `नमस्ते ${receipt.name}, ${receipt.pgName} को आपके ${receipt.amount} (${receipt.forWhat}) ${receipt.date} को मिल गए। धन्यवाद!`,
      `रसीद ${receipt.receiptNumber}: ${receipt.url}`,
      ...(receipt.balance ? [`अभी बाकी: ${receipt.balance}`] : []),
    ].join('\n');
  }
  return [
    `Hello ${receipt.name}, ${receipt.pgName} received ${receipt.amount} (${receipt.forWhat}) on ${receipt.date}. Thank you!`,
    `Receipt ${receipt.receiptNumber}: ${receipt.url}`,
    ...(receipt.balance ? [`Still due: ${receipt.balance}`] : []),
  ].join('\n');
}

/** The message that sends a tenant their own link, in their language. */
export function accountLinkMessage(
  link: { name: string; pgName: string; url: string },
  language: TenantLanguage,
): string {
  return language === 'hi'
    ? `नमस्ते ${link.name}, ${link.pgName} में आपका हिसाब (बकाया, भुगतान और रसीदें) यहाँ देखें: ${link.url}`
    : `Hello ${link.name}, your account at ${link.pgName} (dues, payments and receipts): ${link.url}`;
}

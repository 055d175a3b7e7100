import { z } from 'zod';
import { FIRST_MONTH_RULES } from '../rules/first-rent';
import { LATE_FEE_KINDS } from '../rules/late-fee';
import { REMIND_DAYS_BEFORE, REMINDER_TEMPLATE_MAX, unknownPlaceholders } from '../rules/reminders';
import { isUpiId, PAYEE_NAME_MAX, UPI_ID_MESSAGE } from '../rules/upi';
import { moneyField, plainText, requiredText, wholeNumber } from './fields';
import {
  DEPOSIT_REFUND_DAYS,
  DUE_DAY,
  ERASE_IDENTITY_AFTER_DAYS,
  GRACE_DAYS,
  MAX_SETTING_RUPEES,
  MIN_STAY_MONTHS,
  NOTICE_DAYS,
} from './setting-bounds';

const settingRupees = (label: string) => moneyField(label, { max: MAX_SETTING_RUPEES });

const LateFeeSchema = z.object({
  kind: z.enum(LATE_FEE_KINDS),
  /** Rupees: the flat fee, or the fee for each day. */
  amount: z.number(),
  /** Rupees: the most a per-day fee reaches; 0 for no maximum. */
  max: z.number(),
});

const ReminderTemplatesSchema = z.object({ en: z.string(), hi: z.string() });

/** A reminder template: required text, and only known placeholders (a typo is pointed out). */
const reminderTemplate = (label: string) =>
  requiredText(label, REMINDER_TEMPLATE_MAX).superRefine((template, ctx) => {
    const unknown = unknownPlaceholders(template);
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${label} has unknown placeholders: ${unknown.map((p) => `{${p}}`).join(', ')}`,
      });
    }
  });

/** Whether the runtime knows an IANA time zone by this name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/**
 * The PG's own settings: one object (DESIGN.md, API rules). Every rule that depends on one
 * reads it from here; the server's environment only gives the defaults (`TZ_BUSINESS`).
 */
export const SettingsSchema = z.object({
  /** The PG's IANA time zone: "today", due dates and overdue are judged in it. */
  timeZone: z.string(),
  /** The day of the month monthly rents fall due (SPEC §9: the 5th by default). */
  dueDay: z.number().int(),
  /** Whole days after the due date before an unpaid rent counts as overdue. */
  graceDays: z.number().int(),
  /** A new tenant's first month: prorated from the joining day, or the full month. */
  firstMonth: z.enum(FIRST_MONTH_RULES),
  /** Days after a tenant leaves (becomes inactive) before their identity data is erased. */
  eraseIdentityAfterDays: z.number().int(),
  /** Rupees a unit of electricity, for splitting room meter bills. */
  electricityRate: z.number(),
  lateFee: LateFeeSchema,
  /** House rules a move-out applies. */
  noticeDays: z.number().int(),
  minStayMonths: z.number().int(),
  /** Rupees: a fixed cleaning charge at move-out. */
  exitCharge: z.number(),
  /** Days within which a deposit is refunded after moving out (shown on the statement). */
  depositRefundDays: z.number().int(),
  /** The PG's UPI ID (VPA) payments go to; '' while none is set (no UPI links or QR codes). */
  upiId: z.string(),
  /** The name UPI apps show as the payee; '' means the PG's name. */
  payeeName: z.string(),
  /** Tenants are reminded of a due this many days before it (and of every due already due). */
  remindDaysBefore: z.number().int(),
  /** The reminder message in each tenant language, with placeholders such as {name}. */
  reminderTemplates: ReminderTemplatesSchema,
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Any of the settings; those left out keep their value. */
export const UpdateSettingsBodySchema = z
  .object({
    timeZone: plainText('Time zone', 64).refine(isTimeZone, 'Time zone must be a known time zone'),
    dueDay: wholeNumber('Due day', DUE_DAY),
    graceDays: wholeNumber('Grace days', GRACE_DAYS),
    firstMonth: z.enum(FIRST_MONTH_RULES, {
      error: `First month must be one of ${FIRST_MONTH_RULES.join(', ')}`,
    }),
    eraseIdentityAfterDays: wholeNumber('Days before identity data is erased', {
      min: ERASE_IDENTITY_AFTER_DAYS.min,
      max: ERASE_IDENTITY_AFTER_DAYS.max,
    }),
    electricityRate: settingRupees('Electricity rate'),
    lateFee: z.object({
      kind: z.enum(LATE_FEE_KINDS, {
        error: `Late fee kind must be one of ${LATE_FEE_KINDS.join(', ')}`,
      }),
      amount: settingRupees('Late fee amount'),
      max: settingRupees('Late fee maximum'),
    }),
    noticeDays: wholeNumber('Notice days', NOTICE_DAYS),
    minStayMonths: wholeNumber('Minimum stay', MIN_STAY_MONTHS),
    exitCharge: settingRupees('Exit charge'),
    depositRefundDays: wholeNumber('Deposit refund days', DEPOSIT_REFUND_DAYS),
    /** Blank clears it. */
    upiId: plainText('UPI ID', 256).refine((v) => v === '' || isUpiId(v), UPI_ID_MESSAGE),
    payeeName: plainText('Payee name', PAYEE_NAME_MAX),
    remindDaysBefore: wholeNumber('Days before a due to remind', REMIND_DAYS_BEFORE),
    reminderTemplates: z
      .object({
        en: reminderTemplate('English reminder'),
        hi: reminderTemplate('Hindi reminder'),
      })
      .partial(),
  })
  .partial();
export type UpdateSettingsBody = z.output<typeof UpdateSettingsBodySchema>;

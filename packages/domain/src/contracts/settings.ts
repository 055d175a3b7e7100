import { z } from 'zod';
import { FIRST_MONTH_RULES } from '../rules/first-rent';
import { plainText, wholeNumber } from './fields';

/**
 * The PG's own settings: one object (DESIGN.md, API rules). Every rule that depends on one
 * reads it from here; the server's environment only gives the defaults (`TZ_BUSINESS`).
 */
export const ERASE_IDENTITY_AFTER_DAYS = { min: 0, max: 3650, default: 180 } as const;
/** Up to the 28th, so that every month has the day. */
export const DUE_DAY = { min: 1, max: 28, default: 5 } as const;
export const GRACE_DAYS = { min: 0, max: 30, default: 0 } as const;
export const DEFAULT_FIRST_MONTH = 'prorated';
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Whether the runtime knows an IANA time zone by this name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

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
  })
  .partial();
export type UpdateSettingsBody = z.output<typeof UpdateSettingsBodySchema>;

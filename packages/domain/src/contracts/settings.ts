import { z } from 'zod';
import { wholeNumber } from './fields';

/** The PG's own settings: one object, read and replaced whole (DESIGN.md, API rules). */
export const ERASE_IDENTITY_AFTER_DAYS = { min: 0, max: 3650, default: 180 } as const;

export const SettingsSchema = z.object({
  /** The PG's IANA time zone: "today", due dates and overdue are judged in it (`TZ_BUSINESS`). */
  timeZone: z.string(),
  /** The day of the month monthly rents fall due (SPEC §9: the 5th). Read-only for now. */
  rentDueDay: z.number().int().min(1).max(31),
  /** Days after a tenant leaves (becomes inactive) before their identity data is erased. */
  eraseIdentityAfterDays: z.number().int(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const UpdateSettingsBodySchema = z.object({
  eraseIdentityAfterDays: wholeNumber('Days before identity data is erased', {
    min: ERASE_IDENTITY_AFTER_DAYS.min,
    max: ERASE_IDENTITY_AFTER_DAYS.max,
  }),
});
export type UpdateSettingsBody = z.output<typeof UpdateSettingsBodySchema>;

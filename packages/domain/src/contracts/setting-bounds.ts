/**
 * The bounds and defaults of the PG's settings (contracts/settings.ts), apart from its zod
 * schemas: screens that only need a default, such as the time zone a ledger's dates are read
 * in, then bring no schema library with them (decision 0018).
 */
export const ERASE_IDENTITY_AFTER_DAYS = { min: 0, max: 3650, default: 180 } as const;
/** Up to the 28th, so that every month has the day. */
export const DUE_DAY = { min: 1, max: 28, default: 5 } as const;
export const GRACE_DAYS = { min: 0, max: 30, default: 0 } as const;
export const DEFAULT_FIRST_MONTH = 'prorated';
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
export const NOTICE_DAYS = { min: 0, max: 365, default: 30 } as const;
export const MIN_STAY_MONTHS = { min: 0, max: 36, default: 0 } as const;
export const DEPOSIT_REFUND_DAYS = { min: 0, max: 90, default: 15 } as const;
/** Rupees a unit of electricity, a late fee, an exit charge: bounded well above real use. */
export const MAX_SETTING_RUPEES = 100_000;

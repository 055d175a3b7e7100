import {
  DEFAULT_FIRST_MONTH,
  DEFAULT_REMINDER_TEMPLATES,
  DEPOSIT_REFUND_DAYS,
  DUE_DAY,
  ERASE_IDENTITY_AFTER_DAYS,
  GRACE_DAYS,
  isTimeZone,
  MIN_STAY_MONTHS,
  NOTICE_DAYS,
  REMIND_DAYS_BEFORE,
  type FirstMonthRule,
  type LateFeeKind,
  type Paise,
  type TenantLanguage,
} from '@nivas/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminSettings } from '../../db/schema';

/** A PG's settings as saved: the row, its defaults, and the zone the server falls back to. */

/** What the server's configuration gives every PG: the default time zone (`TZ_BUSINESS`). */
export interface ServerSettings {
  timeZone: string;
}

/** A PG's saved row as the rules read it (money in paise); null where the PG keeps the server's default. */
export interface SavedSettings {
  timeZone: string | null;
  dueDay: number;
  graceDays: number;
  firstMonth: FirstMonthRule;
  eraseIdentityAfterDays: number;
  electricityRatePaise: Paise;
  lateFeeKind: LateFeeKind;
  lateFeePaise: Paise;
  lateFeeMaxPaise: Paise;
  noticeDays: number;
  minStayMonths: number;
  exitChargePaise: Paise;
  depositRefundDays: number;
  upiId: string;
  payeeName: string;
  remindDaysBefore: number;
  /** Null: the domain's default template. */
  reminderTemplateEn: string | null;
  reminderTemplateHi: string | null;
}

const DEFAULTS: SavedSettings = {
  timeZone: null,
  dueDay: DUE_DAY.default,
  graceDays: GRACE_DAYS.default,
  firstMonth: DEFAULT_FIRST_MONTH,
  eraseIdentityAfterDays: ERASE_IDENTITY_AFTER_DAYS.default,
  electricityRatePaise: 0,
  lateFeeKind: 'none',
  lateFeePaise: 0,
  lateFeeMaxPaise: 0,
  noticeDays: NOTICE_DAYS.default,
  minStayMonths: MIN_STAY_MONTHS.default,
  exitChargePaise: 0,
  depositRefundDays: DEPOSIT_REFUND_DAYS.default,
  upiId: '',
  payeeName: '',
  remindDaysBefore: REMIND_DAYS_BEFORE.default,
  reminderTemplateEn: null,
  reminderTemplateHi: null,
};

export const savedColumns = {
  timeZone: adminSettings.timeZone,
  dueDay: adminSettings.dueDay,
  graceDays: adminSettings.graceDays,
  firstMonth: adminSettings.firstMonth,
  eraseIdentityAfterDays: adminSettings.eraseIdentityAfterDays,
  electricityRatePaise: adminSettings.electricityRatePaise,
  lateFeeKind: adminSettings.lateFeeKind,
  lateFeePaise: adminSettings.lateFeePaise,
  lateFeeMaxPaise: adminSettings.lateFeeMaxPaise,
  noticeDays: adminSettings.noticeDays,
  minStayMonths: adminSettings.minStayMonths,
  exitChargePaise: adminSettings.exitChargePaise,
  depositRefundDays: adminSettings.depositRefundDays,
  upiId: adminSettings.upiId,
  payeeName: adminSettings.payeeName,
  remindDaysBefore: adminSettings.remindDaysBefore,
  reminderTemplateEn: adminSettings.reminderTemplateEn,
  reminderTemplateHi: adminSettings.reminderTemplateHi,
};

/** The row as the database answers it: the rule names are plain text there. */
type SavedRow = Omit<SavedSettings, 'firstMonth' | 'lateFeeKind'> & {
  firstMonth: string;
  lateFeeKind: string;
};

/** The row's text columns as the rules' types (the database's checks keep them to these). */
export const fromRow = (row: SavedRow): SavedSettings => ({
  ...row,
  firstMonth: row.firstMonth as FirstMonthRule,
  lateFeeKind: row.lateFeeKind as LateFeeKind,
});

/** The PG's saved settings; a PG that never saved any has the defaults. */
export async function readSaved(db: Database, adminId: string): Promise<SavedSettings> {
  const [row] = await db
    .select(savedColumns)
    .from(adminSettings)
    .where(eq(adminSettings.adminId, adminId));
  return row ? fromRow(row) : DEFAULTS;
}

/** The PG's reminder templates: its own, else the domain's default, per language. */
export const templatesOf = (saved: SavedSettings): Record<TenantLanguage, string> => ({
  en: saved.reminderTemplateEn ?? DEFAULT_REMINDER_TEMPLATES.en,
  hi: saved.reminderTemplateHi ?? DEFAULT_REMINDER_TEMPLATES.hi,
});

/** The zone a PG's rules use: its own, else the server's (also when the runtime lacks its own). */
export const zoneOf = (saved: { timeZone: string | null }, server: ServerSettings) =>
  saved.timeZone && isTimeZone(saved.timeZone) ? saved.timeZone : server.timeZone;

import {
  businessToday,
  DEFAULT_FIRST_MONTH,
  DEFAULT_REMINDER_TEMPLATES,
  DEPOSIT_REFUND_DAYS,
  DUE_DAY,
  ERASE_IDENTITY_AFTER_DAYS,
  GRACE_DAYS,
  isTimeZone,
  MIN_STAY_MONTHS,
  NOTICE_DAYS,
  paiseToRupees,
  REMIND_DAYS_BEFORE,
  rupeesToPaise,
  type DueRules,
  type FirstMonthRule,
  type HouseRules,
  type IsoDate,
  type LateFeeKind,
  type LateFeeRule,
  type Paise,
  type Settings,
  type TenantLanguage,
  type UpdateSettingsBody,
} from '@nivas/domain';
import { eq, ne, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { adminSettings } from '../../db/schema';

/** What the server's configuration gives every PG: the default time zone (`TZ_BUSINESS`). */
export interface ServerSettings {
  timeZone: string;
}

/**
 * The settings the server's rules apply for one PG at one moment: its time zone, due day,
 * grace days and first-month rule, and today in its zone (the day "overdue", due dates and the
 * next month are judged against); the electricity rate, the late-fee rule and the house rules
 * a move-out applies, in paise. It is the domain's `DueRules` too, so it can be passed to the
 * status rules as it is.
 */
export interface RuleSettings extends DueRules {
  timeZone: string;
  dueDay: number;
  graceDays: number;
  firstMonth: FirstMonthRule;
  today: IsoDate;
  electricityRatePaise: Paise;
  lateFee: LateFeeRule;
  house: HouseRules;
  /** Days after the vacate date by which a move-out's refund is due. */
  depositRefundDays: number;
  /** The PG's UPI ID ('' while none) and payee name ('': the PG's name). */
  upiId: string;
  payeeName: string;
  remindDaysBefore: number;
  reminderTemplates: Record<TenantLanguage, string>;
}

/** A PG's saved row as the rules read it (money in paise); null where the PG keeps the server's default. */
interface SavedSettings {
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

const savedColumns = {
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
const fromRow = (row: SavedRow): SavedSettings => ({
  ...row,
  firstMonth: row.firstMonth as FirstMonthRule,
  lateFeeKind: row.lateFeeKind as LateFeeKind,
});

/** The PG's saved settings; a PG that never saved any has the defaults. */
async function readSaved(db: Database, adminId: string): Promise<SavedSettings> {
  const [row] = await db
    .select(savedColumns)
    .from(adminSettings)
    .where(eq(adminSettings.adminId, adminId));
  return row ? fromRow(row) : DEFAULTS;
}

/** The PG's reminder templates: its own, else the domain's default, per language. */
const templatesOf = (saved: SavedSettings): Record<TenantLanguage, string> => ({
  en: saved.reminderTemplateEn ?? DEFAULT_REMINDER_TEMPLATES.en,
  hi: saved.reminderTemplateHi ?? DEFAULT_REMINDER_TEMPLATES.hi,
});

/** The zone a PG's rules use: its own, else the server's (also when the runtime lacks its own). */
export const zoneOf = (saved: { timeZone: string | null }, server: ServerSettings) =>
  saved.timeZone && isTimeZone(saved.timeZone) ? saved.timeZone : server.timeZone;

const toSettings = (saved: SavedSettings, server: ServerSettings): Settings => ({
  timeZone: zoneOf(saved, server),
  dueDay: saved.dueDay,
  graceDays: saved.graceDays,
  firstMonth: saved.firstMonth,
  eraseIdentityAfterDays: saved.eraseIdentityAfterDays,
  electricityRate: paiseToRupees(saved.electricityRatePaise),
  lateFee: {
    kind: saved.lateFeeKind,
    amount: paiseToRupees(saved.lateFeePaise),
    max: paiseToRupees(saved.lateFeeMaxPaise),
  },
  noticeDays: saved.noticeDays,
  minStayMonths: saved.minStayMonths,
  exitCharge: paiseToRupees(saved.exitChargePaise),
  depositRefundDays: saved.depositRefundDays,
  upiId: saved.upiId,
  payeeName: saved.payeeName,
  remindDaysBefore: saved.remindDaysBefore,
  reminderTemplates: templatesOf(saved),
});

/** The rules' settings of a saved row on a day: also what the daily late-fee run reads. */
export function rulesOf(saved: SavedSettings, server: ServerSettings, now: Date): RuleSettings {
  const timeZone = zoneOf(saved, server);
  return {
    timeZone,
    dueDay: saved.dueDay,
    graceDays: saved.graceDays,
    firstMonth: saved.firstMonth,
    today: businessToday(timeZone, now),
    electricityRatePaise: saved.electricityRatePaise,
    lateFee: {
      kind: saved.lateFeeKind,
      amount: saved.lateFeePaise,
      max: saved.lateFeeMaxPaise,
    },
    house: {
      noticeDays: saved.noticeDays,
      minStayMonths: saved.minStayMonths,
      exitCharge: saved.exitChargePaise,
    },
    depositRefundDays: saved.depositRefundDays,
    upiId: saved.upiId,
    payeeName: saved.payeeName,
    remindDaysBefore: saved.remindDaysBefore,
    reminderTemplates: templatesOf(saved),
  };
}

/** Every PG with a late-fee rule, and its rules on the day of `now`. */
export async function rulesOfLateFeePgs(
  db: Database,
  server: ServerSettings,
  now: Date,
): Promise<{ adminId: string; rules: RuleSettings }[]> {
  const rows = await db
    .select({ adminId: adminSettings.adminId, ...savedColumns })
    .from(adminSettings)
    .where(ne(adminSettings.lateFeeKind, 'none'));
  return rows.map(({ adminId, ...row }) => ({
    adminId,
    rules: rulesOf(fromRow(row), server, now),
  }));
}

/**
 * The one place a rule of the server reads a PG's settings. Every request that computes a
 * status or a date asks, so the saved row is kept per process for at most a second and
 * forgotten as soon as this process saves the PG's settings (`forget`), or another process on
 * the same PostgreSQL has (the change feed, decision 0012).
 */
export class SettingsReader {
  private readonly cache: LRUCache<string, SavedSettings>;

  constructor(
    private readonly db: Database,
    private readonly server: ServerSettings,
    ttlMs = 1000,
  ) {
    this.cache = new LRUCache({
      max: 100_000,
      ttl: ttlMs,
      fetchMethod: (adminId) => readSaved(db, adminId),
      // A forget while the row is read drops that read; its requests read again (as the
      // change stamps' do, db/change-stamps.ts).
      allowStaleOnFetchAbort: true,
    });
  }

  /** The rules' settings for the PG now: `today` is the date in the PG's zone at `now`. */
  async rulesFor(adminId: string, now: Date = new Date()): Promise<RuleSettings> {
    const saved = (await this.cache.fetch(adminId)) ?? (await readSaved(this.db, adminId));
    return rulesOf(saved, this.server, now);
  }

  /** Called once a change of this PG's settings has committed. */
  forget(adminId: string | null) {
    if (adminId === null) this.cache.clear();
    else this.cache.delete(adminId);
  }
}

/**
 * What a remembered answer computed under these rules depends on besides the data: the day
 * (statuses change at midnight) and the grace days (they move "overdue").
 */
export const answerKeyOf = (rules: Pick<RuleSettings, 'today' | 'graceDays'>) =>
  `${rules.today}+${rules.graceDays}`;

/** The PG's settings as GET /settings answers them. */
export async function findSettings(
  db: Database,
  adminId: string,
  server: ServerSettings,
): Promise<Settings> {
  return toSettings(await readSaved(db, adminId), server);
}

/**
 * Saves what the body gives and keeps the rest. The data version moves with it: remembered
 * lists and figures were computed under the old rules (grace days, the day in another zone).
 */
export async function saveSettings(
  db: Database,
  adminId: string,
  body: UpdateSettingsBody,
  server: ServerSettings,
): Promise<Settings> {
  const given = Object.fromEntries(
    Object.entries(toColumns(body)).filter(([, value]) => value !== undefined),
  );
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminSettings)
      .values({ adminId, ...given })
      .onConflictDoUpdate({
        target: adminSettings.adminId,
        set: { ...given, updatedAt: sql`now()` },
      })
      .returning(savedColumns);
    await touchChangeStamps(tx, adminId, []);
    return row!;
  });
  return toSettings(fromRow(saved), server);
}

/** The body's settings as columns: rupees as paise; what the body leaves out stays undefined. */
function toColumns(body: UpdateSettingsBody) {
  const paise = (rupees: number | undefined) =>
    rupees === undefined ? undefined : rupeesToPaise(rupees);
  return {
    timeZone: body.timeZone,
    dueDay: body.dueDay,
    graceDays: body.graceDays,
    firstMonth: body.firstMonth,
    eraseIdentityAfterDays: body.eraseIdentityAfterDays,
    electricityRatePaise: paise(body.electricityRate),
    lateFeeKind: body.lateFee?.kind,
    lateFeePaise: paise(body.lateFee?.amount),
    lateFeeMaxPaise: paise(body.lateFee?.max),
    noticeDays: body.noticeDays,
    minStayMonths: body.minStayMonths,
    exitChargePaise: paise(body.exitCharge),
    depositRefundDays: body.depositRefundDays,
    upiId: body.upiId,
    payeeName: body.payeeName,
    remindDaysBefore: body.remindDaysBefore,
    reminderTemplateEn: body.reminderTemplates?.en,
    reminderTemplateHi: body.reminderTemplates?.hi,
  };
}

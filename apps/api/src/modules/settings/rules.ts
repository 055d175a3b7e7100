import {
  businessToday,
  type DueRules,
  type FirstMonthRule,
  type HouseRules,
  type IsoDate,
  type LateFeeRule,
  type Paise,
  type TenantLanguage,
} from '@nivas/domain';
import { ne } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { adminSettings } from '../../db/schema';
import {
  fromRow,
  readSaved,
  savedColumns,
  templatesOf,
  zoneOf,
  type SavedSettings,
  type ServerSettings,
} from './saved';

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

import {
  businessToday,
  DEFAULT_FIRST_MONTH,
  DUE_DAY,
  ERASE_IDENTITY_AFTER_DAYS,
  GRACE_DAYS,
  isTimeZone,
  type DueRules,
  type FirstMonthRule,
  type IsoDate,
  type Settings,
  type UpdateSettingsBody,
} from '@nivas/domain';
import { eq, sql } from 'drizzle-orm';
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
 * next month are judged against). It is the domain's `DueRules` too, so it can be passed to
 * the status rules as it is.
 */
export interface RuleSettings extends DueRules {
  timeZone: string;
  dueDay: number;
  graceDays: number;
  firstMonth: FirstMonthRule;
  today: IsoDate;
}

/** A PG's saved row as the rules read it; null where the PG keeps the server's default. */
interface SavedSettings {
  timeZone: string | null;
  dueDay: number;
  graceDays: number;
  firstMonth: FirstMonthRule;
  eraseIdentityAfterDays: number;
}

const DEFAULTS: SavedSettings = {
  timeZone: null,
  dueDay: DUE_DAY.default,
  graceDays: GRACE_DAYS.default,
  firstMonth: DEFAULT_FIRST_MONTH,
  eraseIdentityAfterDays: ERASE_IDENTITY_AFTER_DAYS.default,
};

const savedColumns = {
  timeZone: adminSettings.timeZone,
  dueDay: adminSettings.dueDay,
  graceDays: adminSettings.graceDays,
  firstMonth: adminSettings.firstMonth,
  eraseIdentityAfterDays: adminSettings.eraseIdentityAfterDays,
};

/** The PG's saved settings; a PG that never saved any has the defaults. */
async function readSaved(db: Database, adminId: string): Promise<SavedSettings> {
  const [row] = await db
    .select(savedColumns)
    .from(adminSettings)
    .where(eq(adminSettings.adminId, adminId));
  return row ? { ...row, firstMonth: row.firstMonth as FirstMonthRule } : DEFAULTS;
}

/** The zone a PG's rules use: its own, else the server's (also when the runtime lacks its own). */
const zoneOf = (saved: SavedSettings, server: ServerSettings) =>
  saved.timeZone && isTimeZone(saved.timeZone) ? saved.timeZone : server.timeZone;

const toSettings = (saved: SavedSettings, server: ServerSettings): Settings => ({
  timeZone: zoneOf(saved, server),
  dueDay: saved.dueDay,
  graceDays: saved.graceDays,
  firstMonth: saved.firstMonth,
  eraseIdentityAfterDays: saved.eraseIdentityAfterDays,
});

/**
 * The one place a rule of the server reads a PG's settings. Every request that computes a
 * status or a date asks, so the saved row is kept per process for at most a second and
 * forgotten as soon as this process saves the PG's settings (`forget`); several processes on
 * one PostgreSQL follow a change within the second (as the change stamps do, decision 0003).
 */
export class SettingsReader {
  private readonly cache: LRUCache<string, SavedSettings>;

  constructor(
    db: Database,
    private readonly server: ServerSettings,
    ttlMs = 1000,
  ) {
    this.cache = new LRUCache({
      max: 100_000,
      ttl: ttlMs,
      fetchMethod: (adminId) => readSaved(db, adminId),
    });
  }

  /** The rules' settings for the PG now: `today` is the date in the PG's zone at `now`. */
  async rulesFor(adminId: string, now: Date = new Date()): Promise<RuleSettings> {
    const saved = (await this.cache.fetch(adminId))!;
    const timeZone = zoneOf(saved, this.server);
    return {
      timeZone,
      dueDay: saved.dueDay,
      graceDays: saved.graceDays,
      firstMonth: saved.firstMonth,
      today: businessToday(timeZone, now),
    };
  }

  /** Called once a change of this PG's settings has committed. */
  forget(adminId: string) {
    this.cache.delete(adminId);
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
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as UpdateSettingsBody;
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
  return toSettings({ ...saved, firstMonth: saved.firstMonth as FirstMonthRule }, server);
}

import {
  businessToday,
  DEFAULT_DUE_DAY,
  ERASE_IDENTITY_AFTER_DAYS,
  type IsoDate,
  type Settings,
  type UpdateSettingsBody,
} from '@nivas/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminSettings } from '../../db/schema';

/** What the server's configuration gives every PG: the business time zone (`TZ_BUSINESS`). */
export interface ServerSettings {
  timeZone: string;
}

/**
 * The settings the server's rules apply for one PG at one moment: its time zone, its rent
 * due day, and today in that zone (the day "overdue", due dates and the next month are
 * judged against).
 */
export interface RuleSettings {
  timeZone: string;
  rentDueDay: number;
  today: IsoDate;
}

/**
 * The one place a rule of the server reads a PG's time zone and due day. Neither is saved per
 * PG yet (the zone is `TZ_BUSINESS`, the due day SPEC §9's 5th), so this reads no row and the
 * polled lists pay no database round trip for it; once a PG can save them, they are read (and
 * cached per admin) here, and every rule follows.
 */
export async function settingsFor(
  server: ServerSettings,
  _adminId: string,
  now: Date = new Date(),
): Promise<RuleSettings> {
  return {
    timeZone: server.timeZone,
    rentDueDay: DEFAULT_DUE_DAY,
    today: businessToday(server.timeZone, now),
  };
}

async function withRuleSettings(
  server: ServerSettings,
  adminId: string,
  saved: { eraseIdentityAfterDays: number },
): Promise<Settings> {
  const { timeZone, rentDueDay } = await settingsFor(server, adminId);
  return { timeZone, rentDueDay, ...saved };
}

/** The PG's settings as GET /settings answers them; a PG that never saved any has the defaults. */
export async function findSettings(
  db: Database,
  adminId: string,
  server: ServerSettings,
): Promise<Settings> {
  const [row] = await db
    .select({ eraseIdentityAfterDays: adminSettings.eraseIdentityAfterDays })
    .from(adminSettings)
    .where(eq(adminSettings.adminId, adminId));
  return withRuleSettings(
    server,
    adminId,
    row ?? { eraseIdentityAfterDays: ERASE_IDENTITY_AFTER_DAYS.default },
  );
}

export async function saveSettings(
  db: Database,
  adminId: string,
  body: UpdateSettingsBody,
  server: ServerSettings,
): Promise<Settings> {
  const [row] = await db
    .insert(adminSettings)
    .values({ adminId, eraseIdentityAfterDays: body.eraseIdentityAfterDays })
    .onConflictDoUpdate({
      target: adminSettings.adminId,
      set: { eraseIdentityAfterDays: body.eraseIdentityAfterDays, updatedAt: sql`now()` },
    })
    .returning({ eraseIdentityAfterDays: adminSettings.eraseIdentityAfterDays });
  return withRuleSettings(server, adminId, row!);
}

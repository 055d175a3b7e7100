import {
  DEFAULT_DUE_DAY,
  ERASE_IDENTITY_AFTER_DAYS,
  type Settings,
  type UpdateSettingsBody,
} from '@nivas/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminSettings } from '../../db/schema';

/**
 * What the server decides rather than the PG's saved row: the business time zone comes from
 * `TZ_BUSINESS`, and the due day is SPEC §9's 5th until it can be edited.
 */
export interface ServerSettings {
  timeZone: string;
}

const withServerSettings = (
  server: ServerSettings,
  saved: { eraseIdentityAfterDays: number },
): Settings => ({ timeZone: server.timeZone, rentDueDay: DEFAULT_DUE_DAY, ...saved });

/** The PG's settings; a PG that never saved any has the defaults. */
export async function findSettings(
  db: Database,
  adminId: string,
  server: ServerSettings,
): Promise<Settings> {
  const [row] = await db
    .select({ eraseIdentityAfterDays: adminSettings.eraseIdentityAfterDays })
    .from(adminSettings)
    .where(eq(adminSettings.adminId, adminId));
  return withServerSettings(
    server,
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
  return withServerSettings(server, row!);
}

import { ERASE_IDENTITY_AFTER_DAYS, type Settings, type UpdateSettingsBody } from '@nivas/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminSettings } from '../../db/schema';

/** The PG's settings; a PG that never saved any has the defaults. */
export async function findSettings(db: Database, adminId: string): Promise<Settings> {
  const [row] = await db
    .select({ eraseIdentityAfterDays: adminSettings.eraseIdentityAfterDays })
    .from(adminSettings)
    .where(eq(adminSettings.adminId, adminId));
  return row ?? { eraseIdentityAfterDays: ERASE_IDENTITY_AFTER_DAYS.default };
}

export async function saveSettings(
  db: Database,
  adminId: string,
  body: UpdateSettingsBody,
): Promise<Settings> {
  const [row] = await db
    .insert(adminSettings)
    .values({ adminId, eraseIdentityAfterDays: body.eraseIdentityAfterDays })
    .onConflictDoUpdate({
      target: adminSettings.adminId,
      set: { eraseIdentityAfterDays: body.eraseIdentityAfterDays, updatedAt: sql`now()` },
    })
    .returning({ eraseIdentityAfterDays: adminSettings.eraseIdentityAfterDays });
  return row!;
}

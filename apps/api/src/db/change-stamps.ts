import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { changeStamps } from './schema';

type Area = 'rooms' | 'tenants';

const EPOCH = new Date(0);

/** Records, inside the writing transaction, that an admin's rooms and/or tenants changed. */
export async function touchChangeStamps(tx: Database, adminId: string, areas: readonly Area[]) {
  const now = sql`clock_timestamp()`;
  const set = {
    ...(areas.includes('rooms') ? { roomsChangedAt: now } : {}),
    ...(areas.includes('tenants') ? { tenantsChangedAt: now } : {}),
  };
  await tx
    .insert(changeStamps)
    .values({ adminId, roomsChangedAt: now, tenantsChangedAt: now })
    .onConflictDoUpdate({ target: changeStamps.adminId, set });
}

/** One primary-key read: the hottest query of the app (every open browser, every 10 s). */
export async function readChangeStamp(db: Database, adminId: string, area: Area): Promise<Date> {
  const column = area === 'rooms' ? changeStamps.roomsChangedAt : changeStamps.tenantsChangedAt;
  const [row] = await db
    .select({ at: column })
    .from(changeStamps)
    .where(eq(changeStamps.adminId, adminId));
  return row?.at ?? EPOCH;
}

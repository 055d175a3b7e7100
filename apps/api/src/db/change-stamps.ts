import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { announceChange } from './change-feed';
import type { Database } from './client';
import { changeStamps } from './schema';

type Area = 'rooms' | 'tenants';
export interface Stamps {
  rooms: Date;
  tenants: Date;
  /** Counts every write of the admin's data. */
  version: number;
}

const EPOCH = new Date(0);

/**
 * Records, inside the writing transaction, that an admin's data changed: always the version,
 * and the rooms and/or tenants stamps the browsers poll. Other server processes on the same
 * PostgreSQL are told at commit (db/change-feed.ts).
 */
export async function touchChangeStamps(tx: Database, adminId: string, areas: readonly Area[]) {
  const now = sql`clock_timestamp()`;
  const set = {
    version: sql`${changeStamps.version} + 1`,
    ...(areas.includes('rooms') ? { roomsChangedAt: now } : {}),
    ...(areas.includes('tenants') ? { tenantsChangedAt: now } : {}),
  };
  await tx
    .insert(changeStamps)
    // An admin without a row reads as version 0, so the first write must already be version 1.
    .values({ adminId, roomsChangedAt: now, tenantsChangedAt: now, version: 1 })
    .onConflictDoUpdate({ target: changeStamps.adminId, set });
  await announceChange(tx, adminId);
}

async function readStamps(db: Database, adminId: string): Promise<Stamps> {
  const [row] = await db
    .select({
      rooms: changeStamps.roomsChangedAt,
      tenants: changeStamps.tenantsChangedAt,
      version: changeStamps.version,
    })
    .from(changeStamps)
    .where(eq(changeStamps.adminId, adminId));
  return row ?? { rooms: EPOCH, tenants: EPOCH, version: 0 };
}

/**
 * The answers of `GET /rooms/last-updated` and `/tenants/last-updated`, which every open
 * browser polls every 10 s: one primary-key read per admin, kept for at most a second, and
 * forgotten as soon as that admin writes anything (see `forget`), on this process or, through
 * the change feed, on another one on the same PostgreSQL.
 */
export class ChangeStampReader {
  private readonly cache: LRUCache<string, Stamps>;

  constructor(
    private readonly db: Database,
    ttlMs = 1000,
  ) {
    this.cache = new LRUCache({
      max: 100_000,
      ttl: ttlMs,
      fetchMethod: (adminId) => readStamps(db, adminId),
      // A forget while the row is read drops that read: it is not kept, and the requests
      // waiting for it read again (rather than fail: lru-cache rejects them with "deleted").
      allowStaleOnFetchAbort: true,
    });
  }

  async read(adminId: string): Promise<Stamps> {
    return (await this.cache.fetch(adminId)) ?? readStamps(this.db, adminId);
  }

  /** Called once a write by this admin has committed; null: every admin's. */
  forget(adminId: string | null) {
    if (adminId === null) this.cache.clear();
    else this.cache.delete(adminId);
  }
}

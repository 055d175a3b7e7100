import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from './client';
import { sessions } from './schema';

export interface LiveSession {
  /** When the session was last used, as last written (at most a minute behind, plugins/auth.ts). */
  lastUsedAt: Date;
}

/**
 * The live sessions that signed-in requests name, kept per process, so that the poll every open
 * browser sends every 10 s does not read the database each time. Kept per admin and forgotten
 * with the rest of what is kept of that admin (`forget`): on this process once a request of
 * that admin has written (a sign-out included), on the others when the change feed brings the
 * admin's notice (decision 0012). While `trusted()` is false (a PostgreSQL process whose change
 * feed is not listening, so notices could be missed) every request reads its session.
 */
export class SessionReader {
  private readonly cache: LRUCache<string, Map<string, LiveSession>>;

  constructor(
    private readonly db: Database,
    private readonly trusted: () => boolean,
    ttlMs = 60_000,
  ) {
    this.cache = new LRUCache({ max: 100_000, ttl: ttlMs });
  }

  /** The session `sessionId` of admin `adminId`, or null when it does not exist (or not for that admin). */
  async read(adminId: string, sessionId: string): Promise<LiveSession | null> {
    const trusted = this.trusted();
    let kept = trusted ? this.cache.get(adminId) : undefined;
    const hit = kept?.get(sessionId);
    if (hit) return hit;
    if (trusted && !kept) {
      kept = new Map();
      this.cache.set(adminId, kept);
    }
    const [row] = await this.db
      .select({ adminId: sessions.adminId, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .limit(1);
    if (!row || row.adminId !== adminId) return null;
    const session = { lastUsedAt: row.lastUsedAt };
    // A forget while the row was read (a sign-out committing meanwhile) dropped `kept` from the
    // cache: what is put in it then is never read.
    if (kept) kept.set(sessionId, session);
    return session;
  }

  /** Forgets the admin's sessions (null: every admin's); the next request reads its own. */
  forget(adminId: string | null) {
    if (adminId === null) this.cache.clear();
    else this.cache.delete(adminId);
  }
}

import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { announceChange } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { sessions, type SessionRow } from '../../db/schema';
import { notFound } from '../../errors';
import { TOKEN_LIFETIME_MS } from '../../plugins/auth';

/** Where a session was started from, as the sign-in request showed it. */
export interface SessionOrigin {
  userAgent: string;
  ip: string;
}

/** Long enough for every real browser's user agent; a longer header is cut, not refused. */
const MAX_USER_AGENT_LENGTH = 512;

/** A session's token has expired once it is older than the token lifetime. */
const liveSince = () => new Date(Date.now() - TOKEN_LIFETIME_MS);

/**
 * Starts a session for a sign-in, registration or password change. The admin's sessions whose
 * tokens have expired are deleted on the way, so the table holds only live ones.
 */
export async function createSession(
  db: Database,
  adminId: string,
  origin: SessionOrigin,
): Promise<SessionRow> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), lte(sessions.createdAt, liveSince())));
  const [session] = await db
    .insert(sessions)
    .values({ adminId, userAgent: origin.userAgent.slice(0, MAX_USER_AGENT_LENGTH), ip: origin.ip })
    .returning();
  return session!;
}

/** The admin's live sessions, the most recently used first. */
export function listSessions(db: Database, adminId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), gt(sessions.createdAt, liveSince())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/**
 * Ends one of the admin's sessions; another admin's or an unknown id is not found. Other
 * server processes hear of it at commit and forget the sessions they kept (decision 0012).
 */
export async function endSession(db: Database, adminId: string, sessionId: string) {
  const ended = isUuid(sessionId)
    ? await db.transaction(async (tx) => {
        const rows = await tx
          .delete(sessions)
          .where(and(eq(sessions.id, sessionId), eq(sessions.adminId, adminId)))
          .returning({ id: sessions.id });
        await announceChange(tx, adminId);
        return rows;
      })
    : [];
  if (ended.length === 0) throw notFound('Session');
}

/** Ends every session of the admin, here and, at commit, on every other server process. */
export async function endAllSessions(db: Database, adminId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.adminId, adminId));
    await announceChange(tx, adminId);
  });
}

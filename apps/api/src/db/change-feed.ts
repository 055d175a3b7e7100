import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The channel on which every write of an admin's data is announced (payload: the admin's id). */
export const CHANGES_CHANNEL = 'nivas_changes';
const RECONNECT_MS = 1000;

/**
 * Tells every server process on the same PostgreSQL, at the commit of `tx`, to forget what it
 * keeps of this admin (change stamps, settings, sessions). PostgreSQL delivers a NOTIFY only
 * when its transaction commits, and never one of a transaction rolled back.
 */
export async function announceChange(tx: Database, adminId: string) {
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${adminId})`);
}

export interface ChangeFeed {
  /** True while the feed listens: every committed change is then heard. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Several server processes on one PostgreSQL behave as one (decision 0012): each listens on
 * `CHANGES_CHANNEL` and forgets what it kept of an admin as soon as another process's write for
 * that admin has committed. `onChange(null)` means "forget everything": the feed has just
 * started or stopped listening, and notices may have been missed meanwhile.
 */
export function followChanges(
  url: string,
  onChange: (adminId: string | null) => void,
  log: FastifyBaseLogger,
): ChangeFeed {
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const reconnect = () => {
      if (closed || client !== next) return;
      client = null;
      listening = false;
      next.end().catch(() => {});
      onChange(null);
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    next.on('error', (err) => {
      log.warn({ err }, 'change feed lost its connection; reconnecting');
      reconnect();
    });
    next.on('end', reconnect);
    // A notice without an admin (`NOTIFY nivas_changes`, sent by hand after changing rows
    // behind the servers' backs, such as deleting sessions after a restore) forgets everyone.
    next.on('notification', (message) => onChange(message.payload || null));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (client !== next) return;
      // Anything written while there was no connection is unknown: start afresh.
      listening = true;
      onChange(null);
    } catch (err) {
      log.warn({ err }, 'change feed could not connect; retrying');
      reconnect();
    }
  };
  void connect();

  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel on which every write of an admin's data is announced (payload: the admin's id). */
export const CHANGES_CHANNEL = 'nivas_changes';
const RECONNECT_MS = 1000;

/**
 * Several server processes on one PostgreSQL behave as one (decision 0012): each listens on
 * `CHANGES_CHANNEL` and forgets what it kept of an admin (change stamps, settings) as soon as
 * another process's write for that admin has committed; PostgreSQL delivers a NOTIFY only at
 * commit. `onChange(null)` means "forget everything": the connection was lost and notices may
 * have been missed. Meanwhile what is kept still expires within a second.
 */
export function followChanges(
  url: string,
  onChange: (adminId: string | null) => void,
  log: FastifyBaseLogger,
): { close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const reconnect = () => {
      if (closed || client !== next) return;
      client = null;
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
    next.on('notification', (message) => onChange(message.payload ?? null));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      // Anything written while there was no connection is unknown: start afresh.
      onChange(null);
    } catch (err) {
      log.warn({ err }, 'change feed could not connect; retrying');
      reconnect();
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

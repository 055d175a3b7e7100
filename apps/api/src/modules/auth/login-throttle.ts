import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { queryRows, type Database } from '../../db/client';
import { AppError } from '../../errors';

/** Failed password checks one account may take in a window, from all addresses together. */
export const ACCOUNT_LIMIT = 10;
/**
 * Failed password checks one address may make in a window, over all emails together. Higher
 * than the account limit because a whole office, hostel or mobile carrier can share one public
 * address behind NAT: 30 a minute lets a few dozen people mistype their password at the same
 * time, while still holding a password-spraying attacker to 43,200 guesses a day spread thin
 * over many accounts, each of which keeps its own limit of 10.
 */
export const ADDRESS_LIMIT = 30;
export const THROTTLE_WINDOW_SECONDS = 60;
export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please wait a minute and try again.';

/** Who is trying: the account (the email as typed, any case) and the client's address. */
export interface Attempter {
  email: string;
  ip: string;
}

interface Bucket {
  key: string;
  limit: number;
}

interface Reserved {
  key: string;
  failures: number;
  /** As text, so the release matches the window to the microsecond. */
  window_start: string;
  retry_after: number;
}

/**
 * Sign-in throttling that every server process on the database shares. A password check is
 * reserved before it runs: one statement increments the account's and the address's counts
 * (starting a new window when the last one has passed) and answers them, so parallel requests
 * are counted one by one and no more than the limit are ever checked. Over either limit the
 * request is refused with 429 and `Retry-After`, and its reservation released. A wrong password
 * keeps its reservation as a failure; a right one clears the account's count and releases the
 * address's reservation (an attacker's own account must not reset their address).
 */
export class LoginThrottle {
  private readonly hmacKey: Buffer;
  private lastSweep = 0;

  constructor(
    private readonly db: Database,
    secret: string,
  ) {
    // Keys are HMACs, so a password typed into the email field is never stored readable.
    this.hmacKey = createHmac('sha256', secret).update('nivas login throttle').digest();
  }

  /**
   * Runs `check` (a password check) under the throttle. Only a 401 from it counts as a
   * failure; any other outcome (a success, a 400 before the check) gives the reservation back.
   */
  async guard<T>(reply: FastifyReply, who: Attempter, check: () => Promise<T>): Promise<T> {
    const account = {
      key: this.key('account', who.email.trim().toLowerCase()),
      limit: ACCOUNT_LIMIT,
    };
    const address = { key: this.key('address', who.ip), limit: ADDRESS_LIMIT };
    const reserved = await this.reserve([account, address]);
    const over = reserved.filter(
      (row) => row.failures > (row.key === account.key ? account.limit : address.limit),
    );
    if (over.length > 0) {
      await this.release(reserved);
      const retryAfter = Math.max(1, ...over.map((row) => row.retry_after));
      reply.header('Retry-After', String(retryAfter));
      throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS);
    }
    await this.sweep();
    let result: T;
    try {
      result = await check();
    } catch (error) {
      const isFailedCheck = error instanceof AppError && error.statusCode === 401;
      if (!isFailedCheck) await this.release(reserved);
      throw error;
    }
    await this.db.execute(sql`delete from login_throttle where key = ${account.key}`);
    await this.release(reserved.filter((row) => row.key === address.key));
    return result;
  }

  private key(kind: 'account' | 'address', value: string) {
    return `${kind}:${createHmac('sha256', this.hmacKey).update(value).digest('base64url')}`;
  }

  private reserve(buckets: Bucket[]): Promise<Reserved[]> {
    const window = sql`make_interval(secs => ${THROTTLE_WINDOW_SECONDS})`;
    const values = sql.join(
      buckets.map((b) => sql`(${b.key}, 1, now())`),
      sql`, `,
    );
    // In SET, `t.` is the row before the update; in RETURNING, the row after it.
    return queryRows<Reserved>(
      this.db,
      sql`insert into login_throttle as t (key, failures, window_start) values ${values}
          on conflict (key) do update set
            failures = case when t.window_start <= now() - ${window} then 1 else t.failures + 1 end,
            window_start = case when t.window_start <= now() - ${window} then now() else t.window_start end
          returning t.key, t.failures, t.window_start::text as window_start,
            ceil(extract(epoch from t.window_start + ${window} - now()))::int as retry_after`,
    );
  }

  /** Gives reservations back, unless their window has since been replaced by a new one. */
  private async release(rows: Reserved[]) {
    for (const row of rows) {
      await this.db.execute(
        sql`update login_throttle set failures = failures - 1
            where key = ${row.key} and window_start = ${row.window_start}::timestamptz
              and failures > 0`,
      );
    }
  }

  /** Deletes the counts whose window has passed, at most once a minute per process. */
  private async sweep() {
    const now = Date.now();
    if (now - this.lastSweep < THROTTLE_WINDOW_SECONDS * 1000) return;
    this.lastSweep = now;
    await this.db.execute(
      sql`delete from login_throttle
          where window_start <= now() - make_interval(secs => ${THROTTLE_WINDOW_SECONDS})`,
    );
  }
}

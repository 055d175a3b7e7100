import { AppError } from '../../errors';

export const MAX_FAILED_ATTEMPTS = 10;
export const THROTTLE_WINDOW_MS = 60_000;

/**
 * Counts failed sign-in (and registration) attempts per address and email. After
 * MAX_FAILED_ATTEMPTS failures within a minute the pair is refused with 429 until the
 * window has passed; a success clears the count. Kept in memory: one server process
 * per PG is the deployment this protects.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  private key(ip: string, email: string) {
    return `${ip}|${email.trim().toLowerCase()}`;
  }

  assertAllowed(ip: string, email: string) {
    const entry = this.failures.get(this.key(ip, email));
    if (!entry) return;
    if (this.now() - entry.windowStart >= THROTTLE_WINDOW_MS) {
      this.failures.delete(this.key(ip, email));
      return;
    }
    if (entry.count >= MAX_FAILED_ATTEMPTS) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'Too many failed attempts. Please wait a minute and try again.',
      );
    }
  }

  recordFailure(ip: string, email: string) {
    const key = this.key(ip, email);
    const now = this.now();
    const entry = this.failures.get(key);
    if (!entry || now - entry.windowStart >= THROTTLE_WINDOW_MS) {
      if (this.failures.size >= this.maxEntries) this.sweep(now);
      this.failures.set(key, { count: 1, windowStart: now });
    } else {
      entry.count += 1;
    }
  }

  reset(ip: string, email: string) {
    this.failures.delete(this.key(ip, email));
  }

  private sweep(now: number) {
    for (const [key, entry] of this.failures) {
      if (now - entry.windowStart >= THROTTLE_WINDOW_MS) this.failures.delete(key);
    }
  }
}

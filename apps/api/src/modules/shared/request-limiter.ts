import { LRUCache } from 'lru-cache';

/**
 * How many requests one client address may make in a minute to the pages opened without
 * signing in (the tenants' own links). Counted in this process's memory: a token of 256
 * random bits cannot be guessed at any rate, so this only keeps one address from loading the
 * server, and each process guarding itself is enough (decision 0014).
 */
export class RequestLimiter {
  private readonly counts: LRUCache<string, { count: number }>;

  constructor(
    readonly limit: number,
    readonly windowMs = 60_000,
  ) {
    this.counts = new LRUCache({ max: 50_000, ttl: windowMs, ttlAutopurge: false });
  }

  /** Counts one request of the address; false once it is over the limit in this window. */
  take(address: string): boolean {
    const entry = this.counts.get(address);
    if (!entry) {
      this.counts.set(address, { count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }
}

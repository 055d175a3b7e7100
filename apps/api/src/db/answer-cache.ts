import { LRUCache } from 'lru-cache';
import type { ChangeStampReader } from './change-stamps';

/**
 * Read answers derived from an admin's data (lists, dashboard figures), remembered until that
 * admin's data version moves. The version is bumped in the same transaction as every write and
 * read through the same reader as the last-updated stamps, so a cached answer is never older
 * than the stamp a browser sees beside it. `today` is part of the key because rent statuses
 * change at midnight in the business time zone.
 */
export class AnswerCache {
  private readonly cache = new LRUCache<string, { value: unknown }>({ max: 2000 });

  constructor(private readonly stamps: ChangeStampReader) {}

  async remember<T>(
    adminId: string,
    key: string,
    today: string,
    compute: () => Promise<T>,
  ): Promise<T> {
    const { version } = await this.stamps.read(adminId);
    const cacheKey = `${adminId}|${version}|${today}|${key}`;
    const hit = this.cache.get(cacheKey);
    if (hit) return hit.value as T;
    const value = await compute();
    this.cache.set(cacheKey, { value });
    return value;
  }
}

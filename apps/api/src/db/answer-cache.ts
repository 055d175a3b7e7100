import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { ChangeStampReader } from './change-stamps';

export type AnswerEncoding = 'br' | 'gzip';

/** Answers smaller than this go out as they are, as @fastify/compress leaves them too. */
const COMPRESS_FROM_BYTES = 1024;
/** Remembered answers are kept up to this many bytes of JSON (plus their compressed forms). */
const MAX_CACHED_BYTES = 256 * 1024 * 1024;

/**
 * One remembered answer body with its JSON text and compressed forms, each made once: a list
 * of 3,000 tenants is 1.8 MB of JSON, and writing and compressing it again for every request
 * cost far more than reading it.
 */
export class RememberedAnswer<T> {
  readonly json: string;
  private readonly encoded = new Map<AnswerEncoding, Buffer>();

  constructor(readonly body: T) {
    this.json = JSON.stringify(body);
  }

  /** The body as the client asked for it, compressed once per encoding. */
  payload(encoding: AnswerEncoding | null): {
    data: string | Buffer;
    encoding: AnswerEncoding | null;
  } {
    if (!encoding || this.json.length < COMPRESS_FROM_BYTES)
      return { data: this.json, encoding: null };
    let data = this.encoded.get(encoding);
    if (!data) {
      data =
        encoding === 'br'
          ? brotliCompressSync(this.json, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.json),
              },
            })
          : gzipSync(this.json);
      this.encoded.set(encoding, data);
    }
    return { data, encoding };
  }
}

/**
 * Read answers derived from an admin's data (lists, dashboard figures), remembered until that
 * admin's data version moves. The version is bumped in the same transaction as every write and
 * read through the same reader as the last-updated stamps, so a cached answer is never older
 * than the stamp a browser sees beside it. `rules` (the day and the PG's grace days,
 * settings/rules.ts `answerKeyOf`) is part of the key because rent statuses change at
 * midnight in the business time zone and when the grace days change.
 *
 * Each question keeps one answer, the one for the newest version seen: an answer for an older
 * version can never be asked for again. Keyed by version instead, every write would leave a
 * dead copy of each list behind, and under steady writes the process would grow by hundreds of
 * MB before the byte bound (which counts the JSON, not the answer's objects) was reached.
 */
export class AnswerCache {
  private readonly cache = new LRUCache<
    string,
    { version: number; answer: RememberedAnswer<unknown> }
  >({
    maxSize: MAX_CACHED_BYTES,
    // The JSON text, and room for its compressed forms (a tenth of it or less).
    sizeCalculation: ({ answer }) => Math.ceil(answer.json.length * 1.2) + 1,
  });

  constructor(private readonly stamps: Pick<ChangeStampReader, 'read'>) {}

  /** How many answers are remembered. */
  get size() {
    return this.cache.size;
  }

  async remember<T>(
    adminId: string,
    key: string,
    rules: string,
    compute: () => Promise<T>,
  ): Promise<RememberedAnswer<T>> {
    const { version } = await this.stamps.read(adminId);
    const cacheKey = `${adminId}|${rules}|${key}`;
    const hit = this.cache.get(cacheKey);
    if (hit?.version === version) return hit.answer as RememberedAnswer<T>;
    const answer = new RememberedAnswer(await compute());
    // Requests overlap: one that read an older version does not replace a newer answer.
    const current = this.cache.peek(cacheKey);
    if (!current || current.version <= version) this.cache.set(cacheKey, { version, answer });
    return answer;
  }
}

import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

/** A stand-in for the change stamps: the version moves when a test says a write happened. */
function stampsAt(start = 1) {
  const stamps = {
    version: start,
    read: async () => ({ rooms: new Date(0), tenants: new Date(0), version: stamps.version }),
  };
  return stamps;
}

describe('AnswerCache', () => {
  it('answers from memory until the version moves, then computes again', async () => {
    const stamps = stampsAt();
    const cache = new AnswerCache(stamps);
    let computed = 0;
    const ask = () => cache.remember('admin-1', 'rooms', '', async () => ({ n: ++computed }));
    expect((await ask()).body).toEqual({ n: 1 });
    expect((await ask()).body).toEqual({ n: 1 });
    stamps.version += 1;
    expect((await ask()).body).toEqual({ n: 2 });
  });

  it('keeps one answer per question, not one per version, however many writes there are', async () => {
    const stamps = stampsAt();
    const cache = new AnswerCache(stamps);
    for (let write = 0; write < 50; write += 1) {
      stamps.version += 1;
      for (const key of ['rooms', 'tenants', 'dashboard']) {
        await cache.remember('admin-1', key, '2030-01-05', async () => ({ key, write }));
      }
    }
    expect(cache.size).toBe(3);
  });

  it('does not let an answer read at an older version replace a newer one', async () => {
    const stamps = stampsAt(5);
    const cache = new AnswerCache(stamps);
    let finishOld = () => {};
    const older = cache.remember(
      'admin-1',
      'rooms',
      '',
      () => new Promise<string>((resolve) => (finishOld = () => resolve('version 5'))),
    );
    await Promise.resolve();
    stamps.version = 6;
    await cache.remember('admin-1', 'rooms', '', async () => 'version 6');
    finishOld();
    expect((await older).body).toBe('version 5');
    const again = await cache.remember('admin-1', 'rooms', '', async () => 'computed again');
    expect(again.body).toBe('version 6');
  });
});

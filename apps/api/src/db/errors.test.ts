import { describe, expect, it } from 'vitest';
import { isDeadlock, retryOnDeadlock } from './errors';

/** An error as Drizzle throws it: the driver's error, with its SQLSTATE, as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: delete from "tenants"'), {
    cause: Object.assign(new Error('deadlock detected'), { code }),
  });

describe('retryOnDeadlock', () => {
  it('reads a deadlock wrapped by Drizzle or not, and nothing else', () => {
    expect(isDeadlock(wrapped('40P01'))).toBe(true);
    expect(isDeadlock(Object.assign(new Error('x'), { code: '40P01' }))).toBe(true);
    expect(isDeadlock(wrapped('23505'))).toBe(false);
    expect(isDeadlock(new Error('x'))).toBe(false);
  });

  it('runs a deadlock victim again, and answers what the next run answers', async () => {
    let runs = 0;
    const answer = await retryOnDeadlock(async () => {
      runs += 1;
      if (runs < 3) throw wrapped('40P01');
      return 'done';
    });
    expect([answer, runs]).toEqual(['done', 3]);
  });

  it('gives up after the attempts, and never runs again for another error', async () => {
    let runs = 0;
    await expect(
      retryOnDeadlock(async () => {
        runs += 1;
        throw wrapped('40P01');
      }, 3),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(3);

    runs = 0;
    await expect(
      retryOnDeadlock(async () => {
        runs += 1;
        throw wrapped('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the API answered, by request: each GET asks the server anew and is counted. */
const asked: string[] = [];
vi.mock('./client', () => ({
  api: {
    get: (path: string) => {
      asked.push(path);
      const answer = { path, number: asked.length };
      return { json: () => Promise.resolve(answer) };
    },
  },
}));

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
});

const { readAhead, readJson } = await import('./read-ahead');

describe('a screen’s first data, asked for ahead', () => {
  beforeEach(() => {
    asked.length = 0;
    storage.set('token', 'owner-a');
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('is asked for once: the screen takes the answer asked for ahead', async () => {
    readAhead('dashboard/stats');
    await expect(readJson('dashboard/stats')).resolves.toEqual({
      path: 'dashboard/stats',
      number: 1,
    });
    expect(asked).toEqual(['dashboard/stats']);
  });

  it('is taken once: the next read asks the server again', async () => {
    readAhead('tenants');
    await readJson('tenants');
    await expect(readJson('tenants')).resolves.toEqual({ path: 'tenants', number: 2 });
  });

  it('is never taken by another sign-in', async () => {
    readAhead('tenants');
    storage.set('token', 'owner-b');
    await expect(readJson('tenants')).resolves.toEqual({ path: 'tenants', number: 2 });
  });

  it('is asked for anew after 15 s, never shown old', async () => {
    readAhead('tenants');
    vi.advanceTimersByTime(15_000);
    readAhead('tenants');
    await expect(readJson('tenants')).resolves.toEqual({ path: 'tenants', number: 2 });
    expect(asked).toHaveLength(2);
  });

  it('keys answers by their path: another page is asked for itself', async () => {
    readAhead('rents?page=1&limit=50&status=Overdue');
    await expect(readJson('rents?page=2&limit=50&status=Overdue')).resolves.toMatchObject({
      number: 2,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { allLoaded, type LoadedQuery } from './query-state';

const loaded = <T>(data: T): LoadedQuery<T> => ({
  data,
  error: null,
  status: 'success',
  fetchStatus: 'idle',
  dataUpdatedAt: 1,
  refetch: () => undefined,
});

describe('allLoaded', () => {
  const account = { name: 'Asha' };

  it('gives the same tuple while every query holds the same data', () => {
    const first = allLoaded(loaded(account), loaded('2026-11-27')).data;
    const again = allLoaded(loaded(account), loaded('2026-11-27')).data;
    expect(first).toEqual([account, '2026-11-27']);
    expect(again).toBe(first);
  });

  it('gives a new tuple once one query holds new data', () => {
    const first = allLoaded(loaded(account), loaded('2026-11-27')).data;
    const nextDay = allLoaded(loaded(account), loaded('2026-11-28')).data;
    const edited = { name: 'Asha Rao' };
    const afterEdit = allLoaded(loaded(edited), loaded('2026-11-28')).data;
    expect(nextDay).not.toBe(first);
    expect(nextDay).toEqual([account, '2026-11-28']);
    expect(afterEdit).toEqual([edited, '2026-11-28']);
  });

  it('has no data until every query has some', () => {
    const pending = { ...loaded<string | undefined>(undefined), status: 'pending' as const };
    expect(allLoaded(loaded(account), pending).data).toBeUndefined();
  });
});

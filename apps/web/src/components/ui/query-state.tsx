import { useDeferredValue, type ReactNode } from 'react';
import { failureReason } from '@/api/errors';
import { t } from '@/i18n';
import { LoadFailed } from './load-failed';
import { StaleDataMarker } from './stale-data-marker';

/** What QueryState reads of a TanStack query (a `useQuery` result fits). */
export interface LoadedQuery<T> {
  data: T | undefined;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  dataUpdatedAt: number;
  refetch: () => unknown;
}

/** A query that keeps the shown data current without holding it (a change poll). */
export type WatchQuery = Pick<LoadedQuery<unknown>, 'status' | 'fetchStatus' | 'dataUpdatedAt'>;

/** Offline, TanStack Query waits ("paused") instead of failing: for the owner, the same thing. */
export const isStuck = (query: WatchQuery) =>
  query.status === 'error' || query.fetchStatus === 'paused';

/**
 * Since when the data on screen is unconfirmed, or undefined while all is well: the oldest
 * good answer among the queries whose latest attempt failed. A poll that never answered counts
 * from the data's own load.
 */
export function staleSince<T>(query: LoadedQuery<T>, watch: readonly WatchQuery[] = []) {
  if (query.data === undefined) return undefined;
  const stuck = [query, ...watch].filter(isStuck);
  if (stuck.length === 0) return undefined;
  return Math.min(...stuck.map((q) => q.dataUpdatedAt || query.dataUpdatedAt));
}

/**
 * The four states of a screen that loads data, told apart: loading, failed (with what failed
 * and a Retry), empty, and the data, marked when a later refresh failed and it may be out of
 * date. A failed refresh never replaces data already shown.
 */
export function QueryState<T>({
  query,
  watch,
  failedTitle,
  loading,
  isEmpty,
  empty,
  compact,
  children,
}: {
  query: LoadedQuery<T>;
  /** Polls that keep this data current: their failures mark it too. */
  watch?: readonly WatchQuery[];
  /** What failed, in the screen's words ('Failed to fetch rooms'). */
  failedTitle: string;
  loading: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  compact?: boolean;
  children: (data: T) => ReactNode;
}) {
  // Data that arrives is drawn in a render of its own that React can pause, not in the
  // query's update, which React must finish in one go: a long list or the dashboard then never
  // holds a phone's main thread for long (docs/performance.md, Lighthouse's blocking time).
  // Until that render is done, the loading state stays on screen.
  const data = useDeferredValue(query.data);
  if (data === undefined) {
    if (!isStuck(query)) return loading;
    return (
      <LoadFailed
        title={failedTitle}
        reason={query.status === 'error' ? failureReason(query.error) : t.errors.cannotReachServer}
        onRetry={() => void query.refetch()}
        isRetrying={query.fetchStatus === 'fetching'}
        compact={compact}
      />
    );
  }
  return (
    <>
      <StaleDataMarker since={staleSince(query, watch)} />
      {isEmpty?.(data) ? empty : children(data)}
    </>
  );
}

type DataOf<Q> = Q extends { data: infer T } ? Exclude<T, undefined> : never;

/** The last tuple of data made for each first object in it (allLoaded). */
const lastTuples = new WeakMap<object, readonly unknown[]>();

/**
 * The same tuple as last time when every element is the same: QueryState draws data through
 * `useDeferredValue`, and a new tuple at each render would have every update of the screen
 * drawn twice, once at once with the old tuple and once deferred.
 */
function sameTupleAsLast<T extends readonly unknown[]>(values: T): T {
  const key = values.find((value): value is object => typeof value === 'object' && value !== null);
  if (key === undefined) return values;
  const last = lastTuples.get(key);
  if (last?.length === values.length && last.every((value, i) => Object.is(value, values[i]))) {
    return last as T;
  }
  lastTuples.set(key, values);
  return values;
}

/**
 * Several queries a screen needs together (a record and the lists its form offers), read as
 * one: loaded when all are, failed when one of those still missing failed (Retry asks again
 * for those), and as old as the oldest.
 */
export function allLoaded<const Qs extends readonly LoadedQuery<unknown>[]>(
  ...queries: Qs
): LoadedQuery<{ [K in keyof Qs]: DataOf<Qs[K]> }> {
  const missing = queries.filter((q) => q.data === undefined);
  const failed = missing.find(isStuck);
  const isLoaded = missing.length === 0;
  return {
    data: isLoaded
      ? sameTupleAsLast(queries.map((q) => q.data) as { [K in keyof Qs]: DataOf<Qs[K]> })
      : undefined,
    error: failed?.error ?? queries.find((q) => q.status === 'error')?.error ?? null,
    status: (isLoaded ? queries.some((q) => q.status === 'error') : failed?.status === 'error')
      ? 'error'
      : isLoaded
        ? 'success'
        : 'pending',
    fetchStatus: queries.some((q) => q.fetchStatus === 'fetching')
      ? 'fetching'
      : queries.some((q) => q.fetchStatus === 'paused')
        ? 'paused'
        : 'idle',
    dataUpdatedAt: Math.min(...queries.map((q) => q.dataUpdatedAt)),
    refetch: () =>
      Promise.all((isLoaded ? queries.filter(isStuck) : missing).map((q) => q.refetch())),
  };
}

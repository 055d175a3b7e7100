import { httpStatus } from './errors';

/**
 * A query whose refresh failed while its data stays on screen. The screen says so ("Not
 * updated since HH:MM — retrying"), so the query must keep asking.
 */
export const STALE_RETRY_MS = 10_000;

interface QueryStateLike {
  state: { status: string; data: unknown; error: unknown };
}

/**
 * A failed refresh after a good load, as opposed to a failed first load. A 404 is an answer
 * (the record is gone), not a failure to get one.
 */
export const isFailedRefresh = ({ state }: QueryStateLike) =>
  state.status === 'error' && state.data !== undefined && httpStatus(state.error) !== 404;

/**
 * `refetchInterval` for a screen's query: every STALE_RETRY_MS after a failed refresh until
 * one succeeds, else the query's own rhythm (`false`: none).
 */
export const retryWhileStale =
  (interval: number | false = false) =>
  (query: QueryStateLike) =>
    isFailedRefresh(query) ? STALE_RETRY_MS : interval;

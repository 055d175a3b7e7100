import { useEffect, useState } from 'react';
import { t } from '@/i18n';
import { useSavedCopiesTakenAt } from '@/lib/use-online-status';
import { usePullToRefresh } from '@/lib/use-pull-to-refresh';
import { cn } from './cn';
import { ArrowDown, RefreshCw } from './icons';

/**
 * 'Updated just now', 'Updated 5 minutes ago', the time of day, then the day and time. `exact`:
 * the time of day even within the hour, for data that may be out of date.
 */
function updatedText(updatedAt: number, now: number, exact: boolean): string {
  const minutes = Math.floor((now - updatedAt) / 60_000);
  if (!exact && minutes < 1) return t.shell.updatedJustNow;
  if (!exact && minutes < 60) return t.shell.updatedMinutesAgo(minutes);
  if (new Date(updatedAt).toDateString() !== new Date(now).toDateString()) {
    return t.shell.updatedOn(t.format.dateTime(updatedAt));
  }
  return t.shell.updatedAt(t.format.time(updatedAt));
}

/** The current time, moved on every `everyMs` so a relative time stays true. */
function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * A list's or the dashboard's quiet 'Updated just now', which is also its refresh: tapped (or
 * pulled down from the top of the page on a touch screen) it asks the server again. Nothing
 * shows before the first load, but its place is kept.
 */
export function RefreshStatus({
  updatedAt,
  unconfirmedSince,
  isRefreshing,
  onRefresh,
  className,
}: {
  /** When the data on screen was loaded (TanStack Query's `dataUpdatedAt`); 0 before. */
  updatedAt: number;
  /**
   * Since when the data on screen is unconfirmed (query-state.tsx's `staleSince`), if it is:
   * the status then names that time, as the not-updated marker does, instead of calling the
   * data recent.
   */
  unconfirmedSince?: number;
  isRefreshing: boolean;
  onRefresh: () => Promise<unknown>;
  className?: string;
}) {
  const now = useNow(30_000);
  const { pull, state } = usePullToRefresh(onRefresh);
  // Offline, the data on screen are the service worker's saved answers: as old as the oldest
  // of them, however recently the page received them.
  const savedAt = useSavedCopiesTakenAt();
  const shownAt =
    updatedAt && Math.min(updatedAt, savedAt ?? updatedAt, unconfirmedSince ?? updatedAt);
  const isBusy = isRefreshing || state === 'refreshing';
  const isUnconfirmed = unconfirmedSince !== undefined || savedAt !== undefined;
  const label = isBusy
    ? t.shell.refreshing
    : updatedText(shownAt || now, Math.max(now, shownAt), isUnconfirmed);

  return (
    <>
      {state !== 'idle' && (
        // Under the top bar, following the finger down.
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-x-0 top-14 z-20 flex justify-center sm:top-16"
          style={{ transform: `translateY(${pull - 40}px)` }}
        >
          <span className="flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-xs font-medium text-slate-700 shadow-md ring-1 ring-slate-200">
            {state === 'refreshing' ? (
              <RefreshCw className="size-4 animate-spin text-indigo-600" />
            ) : (
              <ArrowDown
                className={cn(
                  'size-4 text-indigo-600 transition-transform',
                  state === 'armed' && 'rotate-180',
                )}
              />
            )}
            {state === 'refreshing'
              ? t.shell.refreshing
              : state === 'armed'
                ? t.shell.releaseToRefresh
                : t.shell.pullToRefresh}
          </span>
        </div>
      )}
      {/* Before the first load it takes its place unseen, so the screen does not move when
          it appears (Lighthouse's layout shift). */}
      <button
        type="button"
        onClick={() => void onRefresh()}
        disabled={isBusy || updatedAt === 0}
        aria-busy={isBusy || undefined}
        className={cn(
          'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 text-xs whitespace-nowrap text-slate-500 hover:text-slate-800',
          'focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-default print:hidden',
          updatedAt === 0 && 'invisible',
          className,
        )}
      >
        <RefreshCw aria-hidden="true" className={cn('size-3.5', isBusy && 'animate-spin')} />
        {label}
      </button>
    </>
  );
}

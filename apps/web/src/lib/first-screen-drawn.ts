import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';

/** A moment with nothing else to do; where the browser has no idle callbacks, a short wait. */
const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback)
    : setTimeout(callback, IDLE_FALLBACK_MS);
const IDLE_FALLBACK_MS = 500;

/**
 * Resolves once the first screen is drawn with its data: the router has the screen's code, no
 * query is waiting for the server, and the browser has since had a moment with nothing to do.
 * What waits for it (the service worker's first install, which downloads and stores every
 * screen's code) then takes neither the network nor a phone's few cores from that screen
 * (docs/performance.md, Lighthouse).
 */
export function whenFirstScreenDrawn(router: DataRouter, queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const isSettled = () =>
      router.state.initialized &&
      router.state.navigation.state === 'idle' &&
      queryClient.isFetching() === 0;
    let isAwaitingIdle = false;
    const check = () => {
      if (isAwaitingIdle || !isSettled()) return;
      isAwaitingIdle = true;
      whenIdle(() => {
        isAwaitingIdle = false;
        // What started meanwhile (the screen's own query, a lazy part) is waited for in turn.
        if (!isSettled()) return;
        stopWatching();
        resolve();
      });
    };
    const stopWatchingRouter = router.subscribe(check);
    const stopWatchingQueries = queryClient.getQueryCache().subscribe(check);
    const stopWatching = () => {
      stopWatchingRouter();
      stopWatchingQueries();
    };
    check();
  });
}

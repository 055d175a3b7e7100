import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';

const IDLE_FALLBACK_MS = 500;
const RECHECK_MS = 250;

/** A moment with nothing else to do; where the browser has no idle callbacks, a short wait. */
const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback)
    : setTimeout(callback, IDLE_FALLBACK_MS);

/**
 * Resolves once the first screen is drawn with its data: the router has the screen's code, no
 * query is waiting for the server, and the browser has a moment with nothing to do. What waits
 * for it (the service worker's first install, which downloads and stores every screen's code)
 * then takes neither the network nor a phone's few cores from that screen (docs/performance.md,
 * Lighthouse).
 *
 * Asked at each idle moment, a quarter of a second apart, rather than by subscribing: React
 * Router keeps a state update made before anyone subscribed for its first subscriber, which
 * must be the app's RouterProvider, or the app stays on its loading screen.
 */
export function whenFirstScreenDrawn(router: DataRouter, queryClient: QueryClient): Promise<void> {
  const isDrawn = () =>
    router.state.initialized &&
    router.state.navigation.state === 'idle' &&
    queryClient.isFetching() === 0;
  return new Promise((resolve) => {
    const check = () => whenIdle(() => (isDrawn() ? resolve() : setTimeout(check, RECHECK_MS)));
    check();
  });
}

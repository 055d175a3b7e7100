import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Phones: lists become compact rows and screens put the action that matters first. Tablets
 * and wider keep the cards and tables.
 */
const PHONE_QUERY = '(max-width: 767px)';

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);

/** Tailwind's `lg` (64rem): from here the app's shell has its sidebar instead of a bottom bar. */
const WIDE_QUERY = '(min-width: 64rem)';

export const useIsWide = () => useMediaQuery(WIDE_QUERY);

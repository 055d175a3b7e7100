import { useSyncExternalStore } from 'react';
import { isOnline, savedCopiesTakenAt, subscribeToConnection } from './connection';

/** Whether the app can reach the server (lib/connection.ts), redrawn when that changes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, () => true);
}

/** While the screens show the service worker's saved answers, when the oldest was taken. */
export function useSavedCopiesTakenAt(): number | undefined {
  return useSyncExternalStore(subscribeToConnection, savedCopiesTakenAt, () => undefined);
}

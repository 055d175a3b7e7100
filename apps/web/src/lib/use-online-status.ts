import { useSyncExternalStore } from 'react';
import { isOnline, subscribeToConnection } from './connection';

/** Whether the app can reach the server (lib/connection.ts), redrawn when that changes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, () => true);
}

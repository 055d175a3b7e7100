/**
 * The API answers the service worker keeps so that the last data seen opens offline
 * (vite.config.ts, runtime caching). They are the PG's data: dropped whenever the session is
 * (sign-out, a refused token), so a shared phone shows nothing of the last owner's.
 */
export const API_CACHE = 'nivas-api';

export function forgetOfflineData() {
  if (typeof caches === 'undefined') return;
  caches.delete(API_CACHE).catch(() => {
    // Storage the browser will not open (private mode): nothing was kept either.
  });
}

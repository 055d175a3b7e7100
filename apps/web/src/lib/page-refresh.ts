/**
 * SPEC §4: a page-refresh flag lives in sessionStorage for 2 seconds after the page loads.
 * While it is set, error toasts from the background fetches a reload restarts are held back:
 * they are start-up noise (an expired stored token, a server still waking), not news for the
 * user. Failures of what the user does are always shown.
 */
const FLAG_KEY = 'isPageRefresh';
export const PAGE_REFRESH_FLAG_MS = 2000;

export function markPageRefresh(now = Date.now()) {
  try {
    sessionStorage.setItem(FLAG_KEY, String(now));
    window.setTimeout(() => sessionStorage.removeItem(FLAG_KEY), PAGE_REFRESH_FLAG_MS);
  } catch {
    // Without sessionStorage there is simply no refresh grace period.
  }
}

export function isPageRefresh(now = Date.now()): boolean {
  try {
    const markedAt = Number(sessionStorage.getItem(FLAG_KEY));
    return markedAt > 0 && now - markedAt < PAGE_REFRESH_FLAG_MS;
  } catch {
    return false;
  }
}

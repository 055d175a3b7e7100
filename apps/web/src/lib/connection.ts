/**
 * Whether the app is offline: the browser says so (navigator.onLine and its events), or the
 * last answer of the API was the copy the service worker keeps (vite.config.ts marks it with
 * SAVED_COPY_HEADER when the network failed). The browser's word alone is not enough: a phone
 * on a Wi-Fi without internet says it is online, and a page opened under the service worker
 * with no network may too; its screens then show saved answers, and a change would fail.
 *
 * While saved copies are shown, the server is asked every few seconds whether it answers
 * (GET /health), so that the app is back online as soon as the network is, whichever way the
 * browser tells it.
 */

/** Set by the service worker on an API answer from its cache; read here. */
const SAVED_COPY_HEADER = 'X-Nivas-Saved-Copy';
const PROBE_EVERY_MS = 3000;
const PROBE_URL = '/api/v1/health';

let showsSavedCopy = false;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function setShowsSavedCopy(value: boolean) {
  if (showsSavedCopy === value) return;
  showsSavedCopy = value;
  clearInterval(probe);
  probe = value ? setInterval(askServer, PROBE_EVERY_MS) : undefined;
  for (const listener of listeners) listener();
}

function askServer() {
  fetch(PROBE_URL, { cache: 'no-store' }).then(noteAnswer, () => {
    // No answer at all: still offline.
  });
}

/** Every answer the API gives (api/client.ts): from the network, or a saved copy. */
export function noteAnswer(response: Response): void {
  setShowsSavedCopy(response.headers.has(SAVED_COPY_HEADER));
}

export function isOnline(): boolean {
  return navigator.onLine && !showsSavedCopy;
}

export function subscribeToConnection(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

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
/** When the server gave the oldest saved answer taken since saved copies began (its Date). */
let savedCopiesFrom: number | undefined;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tellListeners() {
  for (const listener of listeners) listener();
}

function setShowsSavedCopy(value: boolean) {
  if (showsSavedCopy === value) return;
  showsSavedCopy = value;
  if (!value) savedCopiesFrom = undefined;
  clearInterval(probe);
  probe = value ? setInterval(askServer, PROBE_EVERY_MS) : undefined;
  tellListeners();
}

function noteSavedCopyDate(date: string | null) {
  const givenAt = date ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(givenAt) || (savedCopiesFrom !== undefined && savedCopiesFrom <= givenAt)) {
    return;
  }
  savedCopiesFrom = givenAt;
  tellListeners();
}

function askServer() {
  fetch(PROBE_URL, { cache: 'no-store' }).then(noteAnswer, () => {
    // No answer at all: still offline.
  });
}

/** Every answer the API gives (api/client.ts): from the network, or a saved copy. */
export function noteAnswer(response: Response): void {
  const isSavedCopy = response.headers.has(SAVED_COPY_HEADER);
  if (isSavedCopy) noteSavedCopyDate(response.headers.get('date'));
  setShowsSavedCopy(isSavedCopy);
}

export function isOnline(): boolean {
  return navigator.onLine && !showsSavedCopy;
}

/**
 * While saved copies are shown, when the server gave the oldest of them (ms since 1970): what
 * a screen may say of its data's age, which is not when the page received it. Undefined online.
 */
export function savedCopiesTakenAt(): number | undefined {
  return savedCopiesFrom;
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

import { api } from './client';

/** How long an answer asked for ahead waits to be taken; later, the screen asks anew. */
const KEEP_MS = 15_000;

const ahead = new Map<string, { body: Promise<unknown>; askedAt: number }>();

/**
 * Asks for a screen's first data as its route matches (app/router.tsx), before the screen's
 * code and the schemas it parses with have arrived: on a phone on a slow network that is a
 * round trip or two sooner (docs/performance.md, Lighthouse). The screen's query then takes
 * this answer through `readJson` instead of asking again. A failure waits for the screen too.
 */
export function readAhead(path: string) {
  if (ahead.has(path)) return;
  const body = api.get(path).json();
  // Read or not, a failure here is the screen's to report, never an unhandled rejection.
  body.catch(() => undefined);
  ahead.set(path, { body, askedAt: Date.now() });
}

/** GET `path` as JSON: the answer asked for ahead if there is a recent one, taken once. */
export function readJson(path: string): Promise<unknown> {
  const early = ahead.get(path);
  ahead.delete(path);
  if (early && Date.now() - early.askedAt < KEEP_MS) return early.body;
  return api.get(path).json();
}

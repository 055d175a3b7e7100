import { tokenStorage } from '@/lib/session/token-storage';
import { api } from './client';

/** How long an answer asked for ahead waits to be taken; later, the screen asks anew. */
const KEEP_MS = 15_000;

interface Asked {
  body: Promise<unknown>;
  askedAt: number;
  /** The session that asked: another sign-in never takes the answer. */
  token: string | null;
}

const ahead = new Map<string, Asked>();

const isTakeable = (asked: Asked | undefined): asked is Asked =>
  asked !== undefined && Date.now() - asked.askedAt < KEEP_MS && asked.token === tokenStorage.get();

/**
 * Asks for a screen's first data as its route matches (app/router.tsx), before the screen's
 * code and the schemas it parses with have arrived: on a phone on a slow network that is a
 * round trip or two sooner (docs/performance.md, Lighthouse). The screen's query then takes
 * this answer through `readJson` instead of asking again. A failure waits for the screen too.
 */
export function readAhead(path: string) {
  if (isTakeable(ahead.get(path))) return;
  const body = api.get(path).json();
  // Read or not, a failure here is the screen's to report, never an unhandled rejection.
  body.catch(() => undefined);
  ahead.set(path, { body, askedAt: Date.now(), token: tokenStorage.get() });
}

/** GET `path` as JSON: the answer asked for ahead if there is a recent one, taken once. */
export function readJson(path: string): Promise<unknown> {
  const asked = ahead.get(path);
  ahead.delete(path);
  return isTakeable(asked) ? asked.body : api.get(path).json();
}

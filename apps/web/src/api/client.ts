import ky, { type HTTPError } from 'ky';
import { isOnline, noteAnswer } from '@/lib/connection';
import { tokenStorage } from '@/lib/session/token-storage';
import { t } from '@/i18n';
import {
  fetchOrNetworkError,
  NetworkError,
  rememberServerBody,
  type ServerErrorBody,
} from './errors';

export const API_PREFIX = '/api/v1';
/** SPEC §9. */
export const API_TIMEOUT_MS = 15_000;

/**
 * Per-request switches the hooks read from ky's `context`.
 * `keepSessionOn401`: a 401 that means "wrong current password", not "your session is gone".
 */
export type RequestContext = {
  keepSessionOn401?: boolean;
};

async function readServerBody(error: HTTPError): Promise<ServerErrorBody> {
  try {
    const body: unknown = await error.response.clone().json();
    return typeof body === 'object' && body !== null ? (body as ServerErrorBody) : {};
  } catch {
    return {};
  }
}

/**
 * The one HTTP client (SPEC §7): `/api/v1`, JSON, 15 s, a bearer header from the stored
 * token. On a 401 to a request that carried a token, the token is dropped and a warning is
 * logged; where the user goes next is the session's business, not this layer's (SPEC §4).
 */
export const api = ky.create({
  prefixUrl: API_PREFIX,
  timeout: API_TIMEOUT_MS,
  // Retrying is the query layer's decision, so that a failed login is never sent twice.
  retry: 0,
  headers: { Accept: 'application/json' },
  // Every screen then reads one text for "no answer at all", in place of "Failed to fetch".
  fetch: fetchOrNetworkError,
  hooks: {
    beforeRequest: [
      (request) => {
        // Offline, a change is refused at once and said so, never queued to be sent later:
        // the owner must know that a payment was not recorded.
        if (request.method !== 'GET' && !isOnline()) {
          throw new NetworkError(undefined, t.pwa.writeRefused);
        }
        const token = tokenStorage.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, options, response) => {
        noteAnswer(response);
        const context = options.context as RequestContext;
        const sentToken = request.headers.has('Authorization');
        if (response.status === 401 && sentToken && !context.keepSessionOn401) {
          tokenStorage.clear();
          console.warn('Session expired or invalid token');
        }
      },
    ],
    beforeError: [
      async (error) => {
        rememberServerBody(error, await readServerBody(error));
        return error;
      },
    ],
  },
});

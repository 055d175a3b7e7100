import type { ErrorCode, ErrorResponse } from '@nivas/domain';
import { HTTPError, TimeoutError } from 'ky';
import { t } from '@/i18n';
import type { CodeDetails } from '@/i18n/en';

/** What the server puts in a failed answer; every field is optional in practice. */
export interface ServerErrorBody {
  message?: unknown;
  error?: unknown;
  code?: unknown;
  duplicate?: unknown;
}

/**
 * The parsed JSON body of each failed answer, filled in by the client's `beforeError` hook,
 * so the screens can read the server's own words without reading the stream twice.
 */
const serverBodies = new WeakMap<HTTPError, ServerErrorBody>();

export function rememberServerBody(error: HTTPError, body: ServerErrorBody) {
  serverBodies.set(error, body);
}

export function serverBody(error: unknown): ServerErrorBody {
  return (error instanceof HTTPError && serverBodies.get(error)) || {};
}

/*
 * Read by hand, without zod: this module is in the first download, /login's included, and zod
 * (with the domain's schemas) is not (docs/decisions/0006).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A 409 DUPLICATE_TENANT or DUPLICATE_ID_PROOF: the active tenant the refused one matches. */
export type DuplicateTenant = NonNullable<ErrorResponse['duplicate']>;

export function duplicateTenantOf(error: unknown): DuplicateTenant | undefined {
  const duplicate = serverBody(error).duplicate;
  if (!isRecord(duplicate)) return undefined;
  const { _id, name, match } = duplicate;
  return typeof _id === 'string' &&
    typeof name === 'string' &&
    (match === 'phone' || match === 'idProof')
    ? { _id, name, match }
    : undefined;
}

/** The catalogue's words for a code: the same for every code the server may answer. */
export function catalogueText(code: ErrorCode, details: CodeDetails = {}): string {
  const entry = t.errors.codes[code];
  return typeof entry === 'string' ? entry : entry(details);
}

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(t.errors.codes, code);

/**
 * The catalogue's words for a failed answer's code (`t.errors.codes`), so the screens speak the
 * app's language rather than the server's; undefined for an answer without a known code
 * (a proxy's page, an older server), whose words are then shown as they are.
 */
export function codeText(error: unknown): string | undefined {
  const body = serverBody(error);
  if (!isErrorCode(body.code)) return undefined;
  return catalogueText(body.code, {
    duplicate: duplicateTenantOf(error),
    serverText: text(body.error) ?? text(body.message),
  });
}

export function httpStatus(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}

/**
 * No answer at all: fetch's own network failure, whose text ("Failed to fetch") means nothing
 * to a PG owner. It stays a TypeError, as fetch's is, so code that asks "did any reply come?"
 * still recognises it.
 */
export class NetworkError extends TypeError {
  constructor(cause: unknown, message: string = t.errors.cannotReachServer) {
    super(message, { cause });
    this.name = 'NetworkError';
  }
}

/** The client's `fetch`: the browser's, with a network failure turned into a `NetworkError`. */
export async function fetchOrNetworkError(input: RequestInfo | URL, init?: RequestInit) {
  try {
    return await globalThis.fetch(input, init);
  } catch (error) {
    // An abort (a timeout, a cancelled query) is a DOMException, not a TypeError: it passes.
    throw error instanceof TypeError ? new NetworkError(error) : error;
  }
}

/** A successful HTTP answer that does not hold what the contract promises. */
export class InvalidResponseError extends Error {
  constructor() {
    super(t.auth.invalidResponse);
    this.name = 'InvalidResponseError';
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * SPEC §8, sign-in and registration: the catalogue's words for the answer's code (in English
 * the server's own), else the server's message, else its error field, else the
 * error's own text (a network failure reads 'Cannot reach the server …'), else the fallback. ky's own
 * wording for an HTTP status or a timeout is not meant for people, so those fall back to
 * ours; anything unforeseen (a reply that is not JSON) gets the "an error occurred" text.
 */
export function authErrorMessage(
  error: unknown,
  fallbacks: { failed: string; unexpected: string },
): string {
  const body = serverBody(error);
  const fromServer = codeText(error) ?? text(body.message) ?? text(body.error);
  if (fromServer) return fromServer;
  if (error instanceof HTTPError) return fallbacks.failed;
  if (error instanceof TimeoutError) return t.errors.requestTimedOut;
  if (error instanceof InvalidResponseError || error instanceof TypeError) {
    return text(error.message) ?? fallbacks.failed;
  }
  return fallbacks.unexpected;
}

/** Why no answer came: the network or the 15 s timeout; undefined when one did. */
function noReplyText(error: unknown): string | undefined {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof TimeoutError) return t.errors.requestTimedOut;
  return undefined;
}

/**
 * SPEC §8, everything else: the catalogue's words for the answer's code, else the server's
 * error field when the reply has one, else why no reply came, else the generic text.
 */
export function serverErrorMessage(error: unknown, fallback: string): string {
  const body = serverBody(error);
  return (
    codeText(error) ?? text(body.error) ?? text(body.message) ?? noReplyText(error) ?? fallback
  );
}

/**
 * What a failed load says under its title: the server's words, else why no usable answer came
 * (no reply, a timeout, an answer not in the contract's shape, a bare HTTP status).
 */
export function failureReason(error: unknown): string | undefined {
  const body = serverBody(error);
  const fromServer = codeText(error) ?? text(body.error) ?? text(body.message);
  if (fromServer) return fromServer;
  if (error instanceof InvalidResponseError) return error.message;
  if (error instanceof HTTPError) return t.loadState.httpStatus(error.response.status);
  return noReplyText(error);
}

import { HTTPError, TimeoutError } from 'ky';
import { ZodError } from 'zod';
import { serverErrorMessage } from '@/api/errors';
import { t } from '@/i18n';
import { TimedError } from './api/timed';

/** A failed check in words a PG owner can pass on to whoever runs the server. */
export function describeFailure(error: unknown): string {
  const cause = error instanceof TimedError ? error.cause : error;
  if (cause instanceof HTTPError) {
    const { status, statusText } = cause.response;
    const fromServer = serverErrorMessage(cause, '');
    return [`HTTP ${status}${statusText ? ` ${statusText}` : ''}`, fromServer]
      .filter(Boolean)
      .join(': ');
  }
  if (cause instanceof TimeoutError) return t.diagnostics.errors.timeout;
  if (cause instanceof ZodError) return t.diagnostics.errors.unexpectedAnswer;
  if (cause instanceof Error && cause.message) return cause.message;
  return t.diagnostics.errors.unknown;
}

export function failureTime(error: unknown): number | undefined {
  return error instanceof TimedError ? error.responseMs : undefined;
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeOfStatus, errorAnswer } from '../errors';

/** zod's own wording begins like this; our contracts' messages already name their field. */
const GENERIC_MESSAGE = /^(Invalid|Expected|Too (big|small)|Unrecognized)/;

export const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

function validationMessage(issues: { instancePath: string; message?: string }[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is invalid';
  return field && GENERIC_MESSAGE.test(message) ? `${field}: ${message}` : message;
}

/**
 * One handler turns every failure into `{ success: false, error, code }` with the right
 * status: an AppError's code and status, INVALID_INPUT for a body or query that fails its
 * schema, the framework's own status for what Fastify refuses (with the code of that status),
 * and anything unexpected logged and answered as a plain 500 INTERNAL that leaks nothing.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send(errorAnswer(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send(errorAnswer('INVALID_INPUT', validationMessage(error.validation)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'Request body is too large' : error.message;
      return reply.code(status).send(errorAnswer(codeOfStatus(status), message));
    }
    // The route and the error's code, never the body or the query's parameters (see logging.ts).
    request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
    return reply.code(500).send(errorAnswer('INTERNAL', INTERNAL_MESSAGE));
  });
});

/**
 * The errors the router raises before any route or hook runs (a path segment past its
 * 100-character limit, a broken %-escape) bypass the handler above; without this they
 * would be answered in Fastify's own shape instead of `{ success: false, error, code }`.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The id in the address is too long'
      : 'The address is not valid';
  const status = error.statusCode ?? 400;
  return reply.code(status).send(errorAnswer(codeOfStatus(status), message));
}

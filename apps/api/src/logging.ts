import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { API_PREFIX } from './http';

/** PostgreSQL's own error fields (both drivers): what failed, never with which values. */
interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

/** The shape pino's error serializer is typed with. */
interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** The database error at the bottom of Drizzle's wrapping, if the failure is one. */
function findDatabaseError(error: unknown): DatabaseErrorFields | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as DatabaseErrorFields;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DatabaseErrorFields;
  }
  return undefined;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * What a log line says of an error. A database error says its SQLSTATE code and where it
 * arose (constraint, table, column), and nothing else: Drizzle's message repeats the whole
 * query with its parameters (Aadhaar numbers, names, phones, password hashes), and
 * PostgreSQL's own message and detail quote the offending values. Other errors keep their
 * message and stack, which our code writes and which hold no request data.
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const database = findDatabaseError(error);
  if (database) {
    const where = {
      constraint: database.constraint,
      table: database.table,
      column: database.column,
    };
    return {
      type: 'DatabaseError',
      code: database.code,
      ...Object.fromEntries(Object.entries(where).filter(([, value]) => isText(value))),
      // The stack's first lines are the message, query and all: left out with it.
      message: `database error ${String(database.code)}`,
      stack: '',
    };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(isText(code) ? { code } : {}),
    message: error.message,
    stack: error.stack ?? '',
  };
}

/**
 * A request in the log: method and path. The query string is left out, because a search
 * (`?q=`) holds tenants' names and phone numbers.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: pathWithoutQuery(request.url ?? ''),
    remoteAddress: request.ip,
  };
}

export function pathWithoutQuery(url: string) {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** The change polls every open browser sends every 10 s: logged only at `debug`. */
const POLL_ROUTES = new Set([
  `${API_PREFIX}/rooms/last-updated`,
  `${API_PREFIX}/tenants/last-updated`,
]);

/**
 * Logs carry no secrets and no personal data: tokens and passwords are redacted wherever they
 * might appear, errors are described by their code rather than their query, and requests by
 * their route without the query string. `pretty`: one readable line a message (pino-pretty,
 * for a person at a terminal) in place of JSON.
 */
export function loggerOptions(
  level: string,
  { pretty = false }: { pretty?: boolean } = {},
): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: { err: serializeError, req: serializeRequest },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,req,res' },
          },
        }
      : {}),
  };
}

/**
 * One line per answered request, in place of Fastify's two (received, completed): method,
 * route (the route's pattern, so no ids; else the path without its query), status and time.
 * The change polls are written at `debug` only; a request's arrival at `trace`.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.trace({ req: request }, 'request received');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const pattern = request.routeOptions.url;
    const route =
      pattern !== undefined && !pattern.includes('*') ? pattern : pathWithoutQuery(request.url);
    const level = error ? 'error' : POLL_ROUTES.has(route) ? 'debug' : 'info';
    // Skipped before any string is built: most lines of a busy server are polls nobody reads.
    if (level === 'debug' && !['debug', 'trace'].includes(request.log.level)) return;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const { method } = request;
    const status = reply.statusCode;
    request.log[level](
      { method, route, status, ms, ...(error ? { err: error } : {}) },
      `${method} ${route} ${status} ${ms} ms`,
    );
  }
}

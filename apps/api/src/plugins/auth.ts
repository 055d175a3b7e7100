import fastifyJwt from '@fastify/jwt';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { isUuid } from '../db/ids';
import { sessions } from '../db/schema';
import { AppError } from '../errors';

export const TOKEN_LIFETIME = '7d';
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** How stale a session's "last used" may get: polls every 10 s must not write every time. */
export const LAST_USED_PRECISION_MS = 60_000;

export interface TokenPayload {
  /** The admin's id. */
  sub: string;
  /** The session's id: the token works while that session exists. */
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on protected routes. */
    adminId: string;
    /** The session the request's token names; set by `authenticate`. */
    sessionId: string;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    issueToken(session: { adminId: string; id: string }): string;
  }
}

const INVALID_TOKEN = 'Not authorized, token invalid or expired';

/**
 * Bearer tokens: HS256 only (so `alg: none` and other algorithms are refused), valid for
 * seven days, and only while the session they name exists. The session is read through
 * `app.sessions` (db/session-reader.ts): kept per process, and forgotten as soon as a request
 * of its admin writes (a sign-out, "sign out everywhere", a password change), on this process
 * at once and on every other process sharing the database when PostgreSQL's notice reaches it.
 */
export const auth = fp(async (app: FastifyInstance, options: { secret: string }) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    verify: { algorithms: ['HS256'] },
  });
  // Verified tokens are kept (each until its expiry), keyed by the whole header, so a poll
  // skips the decoding and the HMAC; fast-jwt's own cache hashed every token with SHA-256 to
  // look it up. The session is still checked below on every request.
  const verified = new LRUCache<string, TokenPayload>({ max: 10_000 });

  app.decorateRequest('adminId', '');
  app.decorateRequest('sessionId', '');

  app.decorate('issueToken', (session: { adminId: string; id: string }) =>
    app.jwt.sign({ sub: session.adminId, sid: session.id }),
  );

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) {
      throw new AppError('UNAUTHORIZED', 'Not authorized, no token');
    }
    let payload = verified.get(header);
    if (!payload) {
      try {
        payload = await request.jwtVerify<TokenPayload>();
      } catch {
        throw new AppError('UNAUTHORIZED', INVALID_TOKEN);
      }
      const { exp } = payload as { exp?: number };
      const ttl = exp ? exp * 1000 - Date.now() : 0;
      if (ttl > 0) verified.set(header, payload, { ttl });
    }
    // Tokens from before sessions existed name none; a sid that is not a uuid names nothing.
    if (typeof payload.sid !== 'string' || !isUuid(payload.sid)) {
      throw new AppError('UNAUTHORIZED', INVALID_TOKEN);
    }
    const session = await app.sessions.read(payload.sub, payload.sid);
    if (!session) throw new AppError('UNAUTHORIZED', INVALID_TOKEN);
    if (Date.now() - session.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
      // The database's clock decides, so a server whose clock is off does not write each time.
      session.lastUsedAt = new Date();
      await app.db
        .update(sessions)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(sessions.id, payload.sid),
            sql`${sessions.lastUsedAt} <= now() - make_interval(secs => ${LAST_USED_PRECISION_MS / 1000})`,
          ),
        );
    }
    request.adminId = payload.sub;
    request.sessionId = payload.sid;
  });
});

import fastifyJwt from '@fastify/jwt';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
 * seven days, and only while the session they name exists. The session is read from the
 * database on every request (one primary-key read), never cached: ending it (sign-out,
 * "sign out everywhere", a password change) takes effect at once on every process that
 * shares the database.
 */
export const auth = fp(async (app: FastifyInstance, options: { secret: string }) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    // Verified tokens are cached (until their expiry) so each poll skips the HMAC; the
    // session is still checked below on every request.
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });

  app.decorateRequest('adminId', '');
  app.decorateRequest('sessionId', '');

  app.decorate('issueToken', (session: { adminId: string; id: string }) =>
    app.jwt.sign({ sub: session.adminId, sid: session.id }),
  );

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.authorization?.startsWith('Bearer ')) {
      throw new AppError('UNAUTHORIZED', 'Not authorized, no token');
    }
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw new AppError('UNAUTHORIZED', INVALID_TOKEN);
    }
    // Tokens from before sessions existed name none; a sid that is not a uuid names nothing.
    if (typeof payload.sid !== 'string' || !isUuid(payload.sid)) {
      throw new AppError('UNAUTHORIZED', INVALID_TOKEN);
    }
    const [session] = await app.db
      .select({ adminId: sessions.adminId, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.id, payload.sid))
      .limit(1);
    if (!session || session.adminId !== payload.sub) {
      throw new AppError('UNAUTHORIZED', INVALID_TOKEN);
    }
    if (Date.now() - session.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
      // The database's clock decides, so a server whose clock is off does not write each time.
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

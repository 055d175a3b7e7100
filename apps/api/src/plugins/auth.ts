import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { admins } from '../db/schema';
import { AppError } from '../errors';

export const TOKEN_LIFETIME = '7d';

export interface TokenPayload {
  /** The admin's id. */
  sub: string;
  /** The admin's token version when the token was issued. */
  tv: number;
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
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    issueToken(admin: { id: string; tokenVersion: number }): string;
  }
}

/**
 * Bearer tokens: HS256 only (so `alg: none` and other algorithms are refused), valid for
 * seven days, and checked against the admin's current token version so a password change
 * ends every older session.
 */
export const auth = fp(async (app: FastifyInstance, options: { secret: string }) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
    // Verified tokens are cached (until their expiry) so each poll skips the HMAC.
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });

  app.decorateRequest('adminId', '');

  /**
   * Token versions, read once per admin and kept for a second: every poll of every open
   * browser is authenticated, and this spares it a database read. Issuing a token (sign-in,
   * password change) stores the version it carries, so this process is never stale; other
   * processes on one PostgreSQL follow within the second.
   */
  const tokenVersions = new LRUCache<string, number>({
    max: 100_000,
    ttl: 1000,
    fetchMethod: async (adminId) => {
      const [admin] = await app.db
        .select({ tokenVersion: admins.tokenVersion })
        .from(admins)
        .where(eq(admins.id, adminId))
        .limit(1);
      return admin?.tokenVersion;
    },
  });

  app.decorate('issueToken', (admin: { id: string; tokenVersion: number }) => {
    tokenVersions.set(admin.id, admin.tokenVersion);
    return app.jwt.sign({ sub: admin.id, tv: admin.tokenVersion });
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.authorization?.startsWith('Bearer ')) {
      throw new AppError('UNAUTHORIZED', 'Not authorized, no token');
    }
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw new AppError('UNAUTHORIZED', 'Not authorized, token invalid or expired');
    }
    const tokenVersion = await tokenVersions.fetch(payload.sub);
    if (tokenVersion === undefined || tokenVersion !== payload.tv) {
      throw new AppError('UNAUTHORIZED', 'Not authorized, token invalid or expired');
    }
    request.adminId = payload.sub;
  });
});

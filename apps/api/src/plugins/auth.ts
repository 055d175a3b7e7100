import fastifyJwt from '@fastify/jwt';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
    verify: { algorithms: ['HS256'] },
  });

  app.decorateRequest('adminId', '');

  app.decorate('issueToken', (admin: { id: string; tokenVersion: number }) =>
    app.jwt.sign({ sub: admin.id, tv: admin.tokenVersion }),
  );

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
    const [admin] = await app.db
      .select({ tokenVersion: admins.tokenVersion })
      .from(admins)
      .where(eq(admins.id, payload.sub))
      .limit(1);
    if (!admin || admin.tokenVersion !== payload.tv) {
      throw new AppError('UNAUTHORIZED', 'Not authorized, token invalid or expired');
    }
    request.adminId = payload.sub;
  });
});

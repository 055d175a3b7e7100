import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswer } from '../errors';

function wantsJson(request: FastifyRequest) {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * Serves the built web app from the API's own process: hashed assets cached for a year,
 * index.html never cached, and every unknown browser path answered with index.html so the
 * client-side router can take it. `GET /` answers JSON to API clients.
 */
export const webApp = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasWebApp = existsSync(path.join(options.distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(
      { distDir: options.distDir },
      'web app not built: serving the API only (run npm run build)',
    );
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    if (!hasWebApp || wantsJson(request)) {
      return { success: true, message: 'Nivas API is running' };
    }
    return sendIndex(reply);
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      hasWebApp &&
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPageRequest) return sendIndex(reply);
    return reply
      .code(404)
      .send(
        errorAnswer('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`),
      );
  });
});

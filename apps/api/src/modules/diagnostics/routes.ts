import { DebugSchema, HealthSchema } from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['diagnostics'];

/** Health and debug answers for the connection test screen and for operators; never secrets. */
export const diagnosticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags, response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const isUp = await app.database.ping();
      return reply
        .code(isUp ? 200 : 503)
        .send({ success: isUp, status: isUp ? 'ok' : 'degraded', db: isUp ? 'up' : 'down' });
    },
  );

  app.get('/debug', { schema: { tags, response: { 200: DebugSchema } } }, async (request) => ({
    success: true as const,
    data: {
      environment: app.config.environment,
      version: app.config.version,
      uptimeSeconds: Math.round(process.uptime()),
      database: { kind: app.database.kind, reachable: await app.database.ping() },
      request: {
        origin: request.headers.origin ?? null,
        ip: request.ip,
        time: new Date().toISOString(),
      },
    },
  }));
};

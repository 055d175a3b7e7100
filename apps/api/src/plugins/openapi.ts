import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/v1/docs. */
export const openApi = fp(async (app: FastifyInstance, options: { version: string }) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Nivas API',
        description: 'Rooms, tenants and rent for a PG hostel.',
        version: options.version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/v1/docs' });
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security } from '../../http';
import { exportArchive } from './service';

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/admin/export',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Export my data',
        description:
          'A zip of CSV files (rooms, tenants, rents, payments) of the signed-in admin only, ' +
          'with Aadhaar numbers whole: the owner’s own copy of their records.',
      },
    },
    async (request, reply) => {
      const now = new Date();
      const settings = await app.settingsFor(request.adminId, now);
      const { fileName, zip } = await exportArchive(
        app.db,
        app.vault,
        request.adminId,
        settings,
        now,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );
};

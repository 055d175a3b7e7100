import { DashboardStatsSchema } from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../http';
import { businessToday } from '../rents/queries';
import { toApiRent } from '../rents/to-api';
import { dashboardStats } from './service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['dashboard'],
        security,
        response: { 200: z.object({ success: z.literal(true), data: DashboardStatsSchema }) },
      },
    },
    async (request, reply) => {
      const today = businessToday(app.config.businessTimeZone);
      const answer = await app.answers.remember(request.adminId, 'dashboard', today, async () => {
        const stats = await dashboardStats(app.db, request.adminId, today);
        const data = {
          ...stats,
          overdueRents: stats.overdueRents.map((r) => toApiRent(r, today)),
          upcomingDueRents: stats.upcomingDueRents.map((r) => toApiRent(r, today)),
        };
        return { success: true as const, data };
      });
      return reply.sendRemembered(answer);
    },
  );
};

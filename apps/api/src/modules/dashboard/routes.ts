import { DashboardStatsSchema } from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../http';
import { answerKeyOf } from '../settings/rules';
import { dashboardStats } from './service';
import { toApiDashboard } from './to-api';

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
      const rules = await app.settingsFor(request.adminId);
      const key = answerKeyOf(rules);
      const answer = await app.answers.remember(request.adminId, 'dashboard', key, async () => ({
        success: true as const,
        data: toApiDashboard(await dashboardStats(app.db, request.adminId, rules), rules),
      }));
      return reply.sendRemembered(answer);
    },
  );
};

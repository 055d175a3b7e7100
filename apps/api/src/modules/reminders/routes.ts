import {
  dataResponse,
  ReminderSchema,
  ReminderSentBodySchema,
  ReminderSentSchema,
} from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, IdParamsSchema as params } from '../../http';
import { listReminders, recordReminderSent } from './service';

const tags = ['reminders'];

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/reminders',
    { schema: { tags, security, response: { 200: dataResponse(z.array(ReminderSchema)) } } },
    async (request) => {
      const rules = await app.settingsFor(request.adminId);
      return { success: true as const, data: await listReminders(app.db, request.adminId, rules) };
    },
  );

  app.post(
    '/tenants/:id/reminders',
    {
      schema: {
        tags,
        security,
        params,
        body: ReminderSentBodySchema,
        response: { 201: dataResponse(ReminderSentSchema) },
      },
    },
    async (request, reply) => {
      const { today } = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const data = await recordReminderSent(app.db, adminId, params.id, body, today);
      return reply.code(201).send({ success: true, data });
    },
  );
};

import { DepositEntryBodySchema, DepositEntryResponseSchema, paiseToRupees } from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, IdParamsSchema as params } from '../../http';
import { recordDepositEntry } from './service';
import { toApiDepositEntry } from './to-api';

const tags = ['deposits'];

export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/tenants/:id/deposit',
    {
      schema: {
        tags,
        security,
        params,
        body: DepositEntryBodySchema,
        response: { 201: DepositEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const settings = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const { entry, held } = await recordDepositEntry(app.db, adminId, params.id, body, settings);
      return reply.code(201).send({
        success: true,
        data: toApiDepositEntry(entry),
        held: paiseToRupees(held),
      });
    },
  );
};

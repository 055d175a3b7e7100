import { VoidPaymentBodySchema, VoidPaymentResponseSchema } from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, IdParamsSchema as params } from '../../http';
import { toApiPayment, toApiRent } from '../rents/to-api';
import { voidPayment } from './service';

const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/payments/:id/void',
    {
      schema: {
        tags,
        security,
        params,
        body: VoidPaymentBodySchema,
        response: { 200: VoidPaymentResponseSchema },
      },
    },
    async (request) => {
      const rules = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const { payment, rent } = await voidPayment(app.db, adminId, params.id, body);
      return {
        success: true as const,
        data: toApiPayment(payment),
        rent: rent ? toApiRent(rent, rules) : null,
      };
    },
  );
};

import {
  ChargeListQuerySchema,
  ChargeSchema,
  CreateChargeBodySchema,
  CreateRecurringChargeBodySchema,
  dataResponse,
  PaymentSchema,
  PaymentWarningsSchema,
  paymentWarnings,
  PayRentSchema,
  RecurringChargeSchema,
  WaiveChargeBodySchema,
} from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, IdParamsSchema as params } from '../../http';
import { toApiPayment } from '../rents/to-api';
import { listChargePayments, listCharges } from './queries';
import { createRecurringCharge, endRecurringCharge } from './recurring';
import { createCharge, payCharge, waiveCharge } from './service';
import { toApiCharge, toApiRecurringCharge } from './to-api';

const tags = ['charges'];
const ChargeResponse = dataResponse(ChargeSchema);
const RecurringChargeResponse = dataResponse(RecurringChargeSchema);

export const chargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/tenants/:id/charges',
    {
      schema: {
        tags,
        security,
        params,
        body: CreateChargeBodySchema,
        response: { 201: ChargeResponse },
      },
    },
    async (request, reply) => {
      const settings = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const charge = await createCharge(app.db, adminId, params.id, body, settings);
      return reply.code(201).send({ success: true, data: toApiCharge(charge, settings) });
    },
  );

  app.get(
    '/charges',
    {
      schema: {
        tags,
        security,
        querystring: ChargeListQuerySchema,
        response: { 200: dataResponse(z.array(ChargeSchema)) },
      },
    },
    async (request) => {
      const rules = await app.settingsFor(request.adminId);
      const rows = await listCharges(app.db, request.adminId, request.query, rules);
      return { success: true as const, data: rows.map((row) => toApiCharge(row, rules)) };
    },
  );

  app.put(
    '/charges/:id/pay',
    {
      schema: {
        tags,
        security,
        params,
        body: PayRentSchema,
        response: {
          200: ChargeResponse.extend({ payment: PaymentSchema, warnings: PaymentWarningsSchema }),
        },
      },
    },
    async (request) => {
      const settings = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const { charge, payment } = await payCharge(app.db, adminId, params.id, body, settings);
      return {
        success: true as const,
        data: toApiCharge(charge, settings),
        payment: toApiPayment(payment),
        warnings: paymentWarnings(payment),
      };
    },
  );

  app.get(
    '/charges/:id/payments',
    { schema: { tags, security, params, response: { 200: dataResponse(z.array(PaymentSchema)) } } },
    async (request) => ({
      success: true as const,
      data: (await listChargePayments(app.db, request.adminId, request.params.id)).map(
        toApiPayment,
      ),
    }),
  );

  app.post(
    '/charges/:id/waive',
    {
      schema: {
        tags,
        security,
        params,
        body: WaiveChargeBodySchema,
        response: { 200: ChargeResponse },
      },
    },
    async (request) => {
      const rules = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const charge = await waiveCharge(app.db, adminId, params.id, body.reason);
      return { success: true as const, data: toApiCharge(charge, rules) };
    },
  );

  app.post(
    '/tenants/:id/recurring-charges',
    {
      schema: {
        tags,
        security,
        params,
        body: CreateRecurringChargeBodySchema,
        response: { 201: RecurringChargeResponse },
      },
    },
    async (request, reply) => {
      const { adminId, params, body } = request;
      const plan = await createRecurringCharge(app.db, adminId, params.id, body);
      return reply.code(201).send({ success: true, data: toApiRecurringCharge(plan) });
    },
  );

  app.delete(
    '/recurring-charges/:id',
    { schema: { tags, security, params, response: { 200: RecurringChargeResponse } } },
    async (request) => ({
      success: true as const,
      data: toApiRecurringCharge(
        await endRecurringCharge(app.db, request.adminId, request.params.id),
      ),
    }),
  );
};

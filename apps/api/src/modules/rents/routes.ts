import {
  dataResponse,
  GenerateMonthlyResultSchema,
  GenerateMonthlySchema,
  PaginationSchema,
  PaymentSchema,
  PaymentWarningsSchema,
  paymentWarnings,
  PayRentSchema,
  RentFormSchema,
  RentListQuerySchema,
  RentSchema,
} from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, IdParamsSchema as params, SuccessSchema } from '../../http';
import { generateMonthlyRents } from './generate';
import { payRent } from './pay';
import { findRent, listOverdueRents, listPayments, listRents } from './queries';
import { answerKeyOf } from '../settings/rules';
import { createRent, deleteRent, updateRent } from './service';
import {
  toApiGenerateResult,
  toApiPayment,
  toApiRent,
  toApiRentList,
  toApiRentWrite,
} from './to-api';

const tags = ['rents'];
const RentResponse = dataResponse(RentSchema);
const RentListResponse = dataResponse(z.array(RentSchema));
/** A rent written, with next month's rent when a payment with it paid it in full. */
const RentWriteResponse = RentResponse.extend({ nextRent: RentSchema.nullable() });

export const rentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/rents',
    {
      schema: {
        tags,
        security,
        querystring: RentListQuerySchema,
        response: { 200: RentListResponse.extend({ pagination: PaginationSchema.optional() }) },
      },
    },
    async (request, reply) => {
      const { adminId, query } = request;
      const rules = await app.settingsFor(adminId);
      const read = async () => ({
        success: true as const,
        ...toApiRentList(await listRents(app.db, adminId, query, rules), rules),
      });
      // Pages and filtered lists are remembered; the whole unpaged list is too large to keep.
      if (Object.keys(query).length === 0) return read();
      return reply.sendRemembered(
        await app.answers.remember(adminId, request.url, answerKeyOf(rules), read),
      );
    },
  );

  app.get(
    '/rents/overdue',
    { schema: { tags, security, response: { 200: RentListResponse } } },
    async (request, reply) => {
      const rules = await app.settingsFor(request.adminId);
      const answer = await app.answers.remember(
        request.adminId,
        'rents/overdue',
        answerKeyOf(rules),
        async () => ({
          success: true as const,
          data: (await listOverdueRents(app.db, request.adminId, rules)).map((r) =>
            toApiRent(r, rules),
          ),
        }),
      );
      return reply.sendRemembered(answer);
    },
  );

  app.post(
    '/rents/generate-monthly',
    {
      schema: {
        tags,
        security,
        body: GenerateMonthlySchema,
        response: {
          200: dataResponse(GenerateMonthlyResultSchema).extend({ message: z.string() }),
        },
      },
    },
    async (request) => {
      const settings = await app.settingsFor(request.adminId);
      const result = await generateMonthlyRents(
        app.db,
        request.adminId,
        request.body ?? {},
        settings,
      );
      return { success: true as const, ...toApiGenerateResult(result) };
    },
  );

  app.post(
    '/rents',
    { schema: { tags, security, body: RentFormSchema, response: { 201: RentWriteResponse } } },
    async (request, reply) => {
      const settings = await app.settingsFor(request.adminId);
      const written = await createRent(app.db, request.adminId, request.body, settings);
      return reply.code(201).send({ success: true, ...toApiRentWrite(written, settings) });
    },
  );

  app.get(
    '/rents/:id',
    { schema: { tags, security, params, response: { 200: RentResponse } } },
    async (request) => {
      const rules = await app.settingsFor(request.adminId);
      const rent = await findRent(app.db, request.adminId, request.params.id);
      return { success: true as const, data: toApiRent(rent, rules) };
    },
  );

  app.put(
    '/rents/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: RentFormSchema,
        response: { 200: RentWriteResponse },
      },
    },
    async (request) => {
      const settings = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const written = await updateRent(app.db, adminId, params.id, body, settings);
      return { success: true as const, ...toApiRentWrite(written, settings) };
    },
  );

  app.delete(
    '/rents/:id',
    { schema: { tags, security, params, response: { 200: SuccessSchema } } },
    async (request) => {
      await deleteRent(app.db, request.adminId, request.params.id);
      return { success: true as const };
    },
  );

  app.put(
    '/rents/:id/pay',
    {
      schema: {
        tags,
        security,
        params,
        body: PayRentSchema,
        response: {
          200: RentWriteResponse.extend({
            payment: PaymentSchema,
            message: z.string(),
            warnings: PaymentWarningsSchema,
          }),
        },
      },
    },
    async (request) => {
      const settings = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const written = await payRent(app.db, adminId, params.id, body, settings);
      return {
        success: true as const,
        ...toApiRentWrite(written, settings),
        payment: toApiPayment(written.payment),
        message: 'Payment recorded successfully',
        warnings: paymentWarnings(written.payment),
      };
    },
  );

  app.get(
    '/rents/:id/payments',
    { schema: { tags, security, params, response: { 200: dataResponse(z.array(PaymentSchema)) } } },
    async (request) => ({
      success: true as const,
      data: (await listPayments(app.db, request.adminId, request.params.id)).map(toApiPayment),
    }),
  );
};

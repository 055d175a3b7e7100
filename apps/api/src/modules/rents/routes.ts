import {
  dataResponse,
  GenerateMonthlyResultSchema,
  GenerateMonthlySchema,
  PaginationSchema,
  PaymentSchema,
  PayRentSchema,
  paiseToRupees,
  RentFormSchema,
  RentListQuerySchema,
  RentSchema,
} from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, IdParamsSchema as params, SuccessSchema } from '../../http';
import { generateMonthlyRents } from './generate';
import { payRent } from './pay';
import { businessToday, findRent } from './queries';
import {
  createRent,
  deleteRent,
  listOverdueRents,
  listPayments,
  listRents,
  updateRent,
} from './service';
import { toApiRent } from './to-api';

const tags = ['rents'];
const RentResponse = dataResponse(RentSchema);
const RentListResponse = dataResponse(z.array(RentSchema));

export const rentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const timeZone = app.config.businessTimeZone;
  const today = () => businessToday(timeZone);

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
      const day = today();
      const query = request.query;
      const read = async () => {
        const { rows, total } = await listRents(app.db, request.adminId, query, day);
        const data = rows.map((r) => toApiRent(r, day));
        if (total === null) return { success: true as const, data };
        const limit = query.limit ?? 50;
        const pagination = {
          page: query.page ?? 1,
          limit,
          total,
          totalPages: Math.ceil(total / limit),
        };
        return { success: true as const, data, pagination };
      };
      // Pages and filtered lists are remembered; the whole unpaged list is too large to keep.
      if (Object.keys(query).length === 0) return read();
      return reply.sendRemembered(
        await app.answers.remember(request.adminId, request.url, day, read),
      );
    },
  );

  app.get(
    '/rents/overdue',
    { schema: { tags, security, response: { 200: RentListResponse } } },
    async (request, reply) => {
      const day = today();
      const answer = await app.answers.remember(
        request.adminId,
        'rents/overdue',
        day,
        async () => ({
          success: true as const,
          data: (await listOverdueRents(app.db, request.adminId, day)).map((r) =>
            toApiRent(r, day),
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
      const result = await generateMonthlyRents(
        app.db,
        request.adminId,
        request.body ?? {},
        today(),
      );
      return {
        success: true as const,
        data: result,
        message: `Generated ${result.created} rent records for ${result.month}/${result.year}`,
      };
    },
  );

  app.post(
    '/rents',
    { schema: { tags, security, body: RentFormSchema, response: { 201: RentResponse } } },
    async (request, reply) => {
      const rent = await createRent(app.db, request.adminId, request.body, timeZone);
      return reply.code(201).send({ success: true, data: toApiRent(rent, today()) });
    },
  );

  app.get(
    '/rents/:id',
    { schema: { tags, security, params, response: { 200: RentResponse } } },
    async (request) => ({
      success: true as const,
      data: toApiRent(await findRent(app.db, request.adminId, request.params.id), today()),
    }),
  );

  app.put(
    '/rents/:id',
    { schema: { tags, security, params, body: RentFormSchema, response: { 200: RentResponse } } },
    async (request) => ({
      success: true as const,
      data: toApiRent(
        await updateRent(app.db, request.adminId, request.params.id, request.body, timeZone),
        today(),
      ),
    }),
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
          200: RentResponse.extend({ nextRent: RentSchema.nullable(), message: z.string() }),
        },
      },
    },
    async (request) => {
      const day = today();
      const { rent, nextRent } = await payRent(
        app.db,
        request.adminId,
        request.params.id,
        request.body,
        { timeZone, today: day },
      );
      return {
        success: true as const,
        data: toApiRent(rent, day),
        nextRent: nextRent ? toApiRent(nextRent, day) : null,
        message: 'Payment recorded successfully',
      };
    },
  );

  app.get(
    '/rents/:id/payments',
    { schema: { tags, security, params, response: { 200: dataResponse(z.array(PaymentSchema)) } } },
    async (request) => ({
      success: true as const,
      data: (await listPayments(app.db, request.adminId, request.params.id)).map((p) => ({
        _id: p.id,
        amount: paiseToRupees(p.amountPaise),
        method: p.method as z.infer<typeof PaymentSchema>['method'],
        reference: p.reference,
        notes: p.notes,
        paidOn: p.paidOn,
      })),
    }),
  );
};

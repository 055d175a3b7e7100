import {
  dataResponse,
  MoveOutBodySchema,
  MoveOutPreviewQuerySchema,
  MoveOutPreviewSchema,
  MoveOutSchema,
  rupeesToPaise,
} from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { bearerSecurity as security, IdParamsSchema as params } from '../../http';
import { findTenant } from '../tenants/queries';
import { findMoveOut, previewMoveOut, recordMoveOut } from './service';
import { toApiMoveOut, toApiSettlement } from './to-api';

const tags = ['move-out'];

export const moveOutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/tenants/:id/move-out/preview',
    {
      schema: {
        tags,
        security,
        params,
        querystring: MoveOutPreviewQuerySchema,
        response: { 200: dataResponse(MoveOutPreviewSchema) },
      },
    },
    async (request) => {
      const settings = await app.settingsFor(request.adminId);
      const { adminId, params, query } = request;
      const { statement, monthsWithoutRent } = await previewMoveOut(
        app.db,
        adminId,
        params.id,
        {
          noticeDate: query.noticeDate,
          vacateDate: query.vacateDate,
          deductions: query.deductions.map((d) => ({
            reason: d.reason,
            amount: rupeesToPaise(d.amount),
          })),
        },
        settings,
      );
      return {
        success: true as const,
        data: { ...toApiSettlement(statement), monthsWithoutRent },
      };
    },
  );

  app.post(
    '/tenants/:id/move-out',
    {
      schema: {
        tags,
        security,
        params,
        body: MoveOutBodySchema,
        response: { 201: dataResponse(MoveOutSchema) },
      },
    },
    async (request, reply) => {
      const settings = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const recorded = await recordMoveOut(app.db, adminId, params.id, body, settings);
      return reply.code(201).send({ success: true, data: toApiMoveOut(recorded) });
    },
  );

  app.get(
    '/tenants/:id/move-out',
    {
      schema: { tags, security, params, response: { 200: dataResponse(MoveOutSchema) } },
    },
    async (request) => {
      const { adminId, params } = request;
      // Another admin's tenant, or an unknown one, is 404 like a tenant who never moved out.
      await findTenant(app.db, adminId, params.id);
      const recorded = await findMoveOut(app.db, adminId, params.id);
      if (!recorded) throw notFound('Move-out');
      return { success: true as const, data: toApiMoveOut(recorded) };
    },
  );
};

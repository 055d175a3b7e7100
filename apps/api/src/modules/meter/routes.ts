import {
  dataResponse,
  MeterReadingBodySchema,
  MeterReadingSchema,
  UndoMeterReadingBodySchema,
} from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, IdParamsSchema as params, SuccessSchema } from '../../http';
import { listMeterReadings } from './queries';
import { recordMeterReading, undoMeterReading } from './service';
import { toApiMeterReading } from './to-api';

const tags = ['meter readings'];

export const meterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/rooms/:id/meter-readings',
    {
      schema: {
        tags,
        security,
        params,
        body: MeterReadingBodySchema,
        response: { 201: dataResponse(MeterReadingSchema) },
      },
    },
    async (request, reply) => {
      const settings = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const view = await recordMeterReading(app.db, adminId, params.id, body, settings);
      return reply.code(201).send({ success: true, data: toApiMeterReading(view) });
    },
  );

  app.get(
    '/rooms/:id/meter-readings',
    {
      schema: {
        tags,
        security,
        params,
        response: { 200: dataResponse(z.array(MeterReadingSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await listMeterReadings(app.db, request.adminId, request.params.id)).map(
        toApiMeterReading,
      ),
    }),
  );

  app.post(
    '/meter-readings/:id/undo',
    {
      schema: {
        tags,
        security,
        params,
        body: UndoMeterReadingBodySchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const { adminId, params, body } = request;
      await undoMeterReading(app.db, adminId, params.id, body.reason);
      return { success: true as const };
    },
  );
};

import {
  dataResponse,
  LastUpdatedResponseSchema,
  RoomInputSchema,
  RoomSchema,
} from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, IdParamsSchema as params, SuccessSchema } from '../../http';
import { createRoom, deleteRoom, findRoom, listRooms, updateRoom } from './service';
import { toApiRoom } from './to-api';

const tags = ['rooms'];

export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/rooms',
    { schema: { tags, security, response: { 200: dataResponse(z.array(RoomSchema)) } } },
    async (request, reply) =>
      reply.sendRemembered(
        await app.answers.remember(request.adminId, 'rooms', '', async () => ({
          success: true as const,
          data: (await listRooms(app.db, request.adminId)).map(toApiRoom),
        })),
      ),
  );

  app.get(
    '/rooms/last-updated',
    { schema: { tags, security, response: { 200: LastUpdatedResponseSchema } } },
    async (request) => ({
      success: true as const,
      lastUpdated: (await app.changeStamps.read(request.adminId)).rooms.toISOString(),
    }),
  );

  app.post(
    '/rooms',
    {
      schema: {
        tags,
        security,
        body: RoomInputSchema,
        response: { 201: dataResponse(RoomSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true,
        data: toApiRoom(await createRoom(app.db, request.adminId, request.body)),
      }),
  );

  app.get(
    '/rooms/:id',
    { schema: { tags, security, params, response: { 200: dataResponse(RoomSchema) } } },
    async (request) => ({
      success: true as const,
      data: toApiRoom(await findRoom(app.db, request.adminId, request.params.id)),
    }),
  );

  app.put(
    '/rooms/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: RoomInputSchema,
        response: { 200: dataResponse(RoomSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: toApiRoom(await updateRoom(app.db, request.adminId, request.params.id, request.body)),
    }),
  );

  app.delete(
    '/rooms/:id',
    { schema: { tags, security, params, response: { 200: SuccessSchema } } },
    async (request) => {
      await deleteRoom(app.db, request.adminId, request.params.id);
      return { success: true as const };
    },
  );
};

import { AccountSessionSchema, dataResponse, MessageResponseSchema } from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, IdParamsSchema as params } from '../../http';
import { endAllSessions, endSession, listSessions } from './sessions';
import { toApiSession } from './to-api';

const tags = ['admin'];

/**
 * The account's sessions: sign out (this session), sign out everywhere (every session, this
 * one included), the list of live sessions and ending one of them. Registered under the
 * signed-in routes, so every one of them needs a live session to begin with.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/logout',
    { schema: { tags, security, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await endSession(app.db, request.adminId, request.sessionId);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.post(
    '/admin/logout-all',
    { schema: { tags, security, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await endAllSessions(app.db, request.adminId);
      return { success: true as const, message: 'Signed out on every device' };
    },
  );

  app.get(
    '/admin/sessions',
    {
      schema: {
        tags,
        security,
        response: { 200: dataResponse(z.array(AccountSessionSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: (await listSessions(app.db, request.adminId)).map((row) =>
        toApiSession(row, request.sessionId),
      ),
    }),
  );

  app.delete(
    '/admin/sessions/:id',
    { schema: { tags, security, params, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await endSession(app.db, request.adminId, request.params.id);
      return { success: true as const, message: 'Session ended' };
    },
  );
};

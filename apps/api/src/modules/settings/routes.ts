import { dataResponse, SettingsSchema, UpdateSettingsBodySchema } from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security } from '../../http';
import { findSettings, saveSettings } from './service';

const tags = ['settings'];
const SettingsResponse = dataResponse(SettingsSchema);

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const server = { timeZone: app.config.businessTimeZone };

  app.get(
    '/settings',
    { schema: { tags, security, response: { 200: SettingsResponse } } },
    async (request) => ({
      success: true as const,
      data: await findSettings(app.db, request.adminId, server),
    }),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        security,
        body: UpdateSettingsBodySchema,
        response: { 200: SettingsResponse },
      },
    },
    async (request) => {
      const data = await saveSettings(app.db, request.adminId, request.body, server);
      app.settings.forget(request.adminId);
      return { success: true as const, data };
    },
  );
};

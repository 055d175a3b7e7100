import {
  CreateTenantBodySchema,
  CreateTenantResponseSchema,
  dataResponse,
  ID_CARD_SIDES,
  type IdCardSide,
  LastUpdatedResponseSchema,
  MAX_ID_CARD_IMAGE_BYTES,
  MAX_PHOTO_BYTES,
  TenantAccountSchema,
  TenantSchema,
  UpdateTenantBodySchema,
} from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, IdParamsSchema as params, SuccessSchema } from '../../http';
import { toApiRent } from '../rents/to-api';
import { readAccount } from './account';
import { findIdCardImage, saveIdCardImage } from './id-cards';
import { findTenantPhoto, saveTenantPhoto } from './photos';
import { listTenants, readTenant } from './queries';
import { createTenant, deleteTenant, vacateTenant } from './service';
import { updateTenant } from './update';
import { toApiTenant } from './to-api';

const tags = ['tenants'];
const TenantResponse = dataResponse(TenantSchema);
/** A side of the tenant's ID card: /tenants/{id}/id-card/front or …/back. */
const IdCardParamsSchema = params.extend({
  side: z.enum(ID_CARD_SIDES, { error: 'Side must be front or back' }),
});

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { vault } = app;

  app.get(
    '/tenants',
    { schema: { tags, security, response: { 200: dataResponse(z.array(TenantSchema)) } } },
    async (request, reply) =>
      reply.sendRemembered(
        await app.answers.remember(request.adminId, 'tenants', '', async () => ({
          success: true as const,
          data: (await listTenants(app.db, request.adminId)).map((t) => toApiTenant(t)),
        })),
      ),
  );

  app.get(
    '/tenants/last-updated',
    { schema: { tags, security, response: { 200: LastUpdatedResponseSchema } } },
    async (request) => ({
      success: true as const,
      lastUpdated: (await app.changeStamps.read(request.adminId)).tenants.toISOString(),
    }),
  );

  app.post(
    '/tenants',
    {
      schema: {
        tags,
        security,
        body: CreateTenantBodySchema,
        response: { 201: CreateTenantResponseSchema },
      },
    },
    async (request, reply) => {
      const settings = await app.settingsFor(request.adminId);
      const { tenant, firstRent } = await createTenant(
        app.db,
        vault,
        request.adminId,
        request.body,
        settings,
      );
      return reply.code(201).send({
        success: true,
        data: toApiTenant(tenant),
        firstRent: firstRent ? toApiRent(firstRent, settings) : null,
      });
    },
  );

  app.get(
    '/tenants/:id',
    { schema: { tags, security, params, response: { 200: TenantResponse } } },
    async (request) => ({
      success: true as const,
      data: toApiTenant(await readTenant(app.db, vault, request.adminId, request.params.id), {
        revealIdNumber: true,
      }),
    }),
  );

  app.put(
    '/tenants/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: UpdateTenantBodySchema,
        response: { 200: TenantResponse },
      },
    },
    async (request) => {
      const settings = await app.settingsFor(request.adminId);
      const { adminId, params, body } = request;
      const tenant = await updateTenant(app.db, vault, adminId, params.id, body, settings);
      return { success: true as const, data: toApiTenant(tenant) };
    },
  );

  app.get(
    '/tenants/:id/account',
    { schema: { tags, security, params, response: { 200: dataResponse(TenantAccountSchema) } } },
    async (request) => {
      const rules = await app.settingsFor(request.adminId);
      const { adminId, params } = request;
      return {
        success: true as const,
        data: await readAccount(app.db, vault, adminId, params.id, rules),
      };
    },
  );

  app.put(
    '/tenants/:id/vacate',
    { schema: { tags, security, params, response: { 200: TenantResponse } } },
    async (request) => {
      const settings = await app.settingsFor(request.adminId);
      const { adminId, params } = request;
      const tenant = await vacateTenant(app.db, vault, adminId, params.id, settings);
      return { success: true as const, data: toApiTenant(tenant) };
    },
  );

  app.delete(
    '/tenants/:id',
    { schema: { tags, security, params, response: { 200: SuccessSchema } } },
    async (request) => {
      const settings = await app.settingsFor(request.adminId);
      await deleteTenant(app.db, request.adminId, request.params.id, settings);
      return { success: true as const };
    },
  );

  app.get('/tenants/:id/photo', { schema: { tags, security, params } }, async (request, reply) => {
    const photo = await findTenantPhoto(app.db, vault, request.adminId, request.params.id);
    return reply
      .type(photo.contentType)
      .header('cache-control', 'private, no-store')
      .send(photo.data);
  });

  app.get(
    '/tenants/:id/id-card/:side',
    { schema: { tags, security, params: IdCardParamsSchema } },
    async (request, reply) => {
      const { id, side } = request.params;
      const image = await findIdCardImage(app.db, vault, request.adminId, id, side);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, no-store')
        .send(image.data);
    },
  );

  // The photo and the card arrive as the raw image body; their parser and size limit live here.
  await app.register(async (photoRoutes) => {
    photoRoutes.removeAllContentTypeParsers();
    // A little slack over the limit, so a slightly large photo gets the photo's own message.
    const bodyLimit = MAX_PHOTO_BYTES + 256 * 1024;
    photoRoutes.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit },
      (_request, body, done) => done(null, body),
    );
    photoRoutes.put<{ Params: { id: string } }>(
      '/tenants/:id/photo',
      { bodyLimit, schema: { tags, security, response: { 200: SuccessSchema } } },
      async (request) => {
        await saveTenantPhoto(app.db, vault, request.adminId, request.params.id, request.body);
        return { success: true as const };
      },
    );
    // Masked in the browser before it was sent (docs/security.md); same limit as the photo.
    photoRoutes.put<{ Params: { id: string; side: IdCardSide } }>(
      '/tenants/:id/id-card/:side',
      {
        bodyLimit: MAX_ID_CARD_IMAGE_BYTES + 256 * 1024,
        schema: { tags, security, params: IdCardParamsSchema, response: { 200: SuccessSchema } },
      },
      async (request) => {
        const { id, side } = request.params;
        await saveIdCardImage(app.db, vault, request.adminId, id, side, request.body);
        return { success: true as const };
      },
    );
  });
};

import {
  accountLinkMessage,
  dataResponse,
  receiptMessage,
  ReceiptShareSchema,
  RevokeShareLinkResponseSchema,
  SharedAccountSchema,
  ShareLinkResponseSchema,
  whatsappLink,
  type TenantLanguage,
} from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security, IdParamsSchema as params, originOf } from '../../http';
import { AppError, notFound } from '../../errors';
import { findReceipt } from '../receipts/queries';
import { receiptContent } from '../receipts/receipt-content';
import { ReceiptQuerySchema, sendReceipt, type ReceiptFormat } from '../receipts/send-receipt';
import { findTenant } from '../tenants/queries';
import { findPg, readSharedAccount } from './account';
import { createShareToken, resolveShareToken, revokeShareLinks, sharePaths } from './links';
import { RequestLimiter } from './request-limiter';

const tags = ['tenant links'];

/**
 * The owner's side of tenants' own links (decision 0014): make one, send a receipt through
 * one, end them all.
 */
export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/tenants/:id/share-link',
    { schema: { tags, security, params, response: { 201: ShareLinkResponseSchema } } },
    async (request, reply) => {
      const { adminId, params } = request;
      const token = await createShareToken(app.db, adminId, params.id);
      const [tenant, pg] = await Promise.all([
        findTenant(app.db, adminId, params.id),
        findPg(app.db, adminId),
      ]);
      const url = `${originOf(request)}${sharePaths.page(token)}`;
      const text = accountLinkMessage(
        { name: tenant.name, pgName: pg.name, url },
        tenant.language as TenantLanguage,
      );
      return reply
        .code(201)
        .send({ success: true, url, text, whatsappUrl: whatsappLink(tenant.phone, text) });
    },
  );

  app.delete(
    '/tenants/:id/share-link',
    { schema: { tags, security, params, response: { 200: RevokeShareLinkResponseSchema } } },
    async (request) => ({
      success: true as const,
      revoked: await revokeShareLinks(app.db, request.adminId, request.params.id),
    }),
  );

  app.post(
    '/payments/:id/receipt-share',
    { schema: { tags, security, params, response: { 201: dataResponse(ReceiptShareSchema) } } },
    async (request, reply) => {
      const { adminId, params } = request;
      const settings = await app.settingsFor(adminId);
      const view = await findReceipt(app.db, adminId, params.id);
      if (!view.tenant.id) throw notFound('Tenant');
      const token = await createShareToken(app.db, adminId, view.tenant.id);
      const origin = originOf(request);
      const url = `${origin}${sharePaths.receipt(token, params.id)}`;
      const content = receiptContent(view, view.tenant.language, settings);
      const text = receiptMessage(
        {
          name: view.tenant.name,
          pgName: view.pg.name,
          receiptNumber: content.receiptNumber,
          amount: content.amount,
          forWhat: content.forWhat,
          date: content.date,
          balance: content.balanceDue,
          url,
        },
        view.tenant.language,
      );
      return reply.code(201).send({
        success: true,
        data: {
          url,
          pdfUrl: `${origin}${sharePaths.receiptPdf(token, params.id)}`,
          text,
          whatsappUrl: whatsappLink(view.tenant.phone, text),
        },
      });
    },
  );
};

/** Requests a client address may make to tenants' links in a minute. */
export const SHARED_REQUESTS_PER_MINUTE = 120;

const TokenParamsSchema = z.object({ token: z.string().max(64) });
const ReceiptParamsSchema = TokenParamsSchema.extend({ paymentId: z.string().max(64) });

/**
 * What a tenant opens without signing in: their account and their receipts, through their
 * token. A wrong or revoked token, or a payment that is not theirs, is 404.
 */
export const sharedRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new RequestLimiter(SHARED_REQUESTS_PER_MINUTE);
  app.addHook('onRequest', async (request, reply) => {
    if (!limiter.take(request.ip)) {
      reply.header('retry-after', String(limiter.windowMs / 1000));
      throw new AppError('TOO_MANY_ATTEMPTS', 'Too many requests. Please wait a minute.');
    }
  });

  app.get(
    '/shared/:token',
    {
      schema: {
        tags,
        params: TokenParamsSchema,
        response: { 200: dataResponse(SharedAccountSchema) },
      },
    },
    async (request) => {
      const { token } = request.params;
      const link = await resolveShareToken(app.db, token);
      const rules = await app.settingsFor(link.adminId);
      return {
        success: true as const,
        data: await readSharedAccount(app.db, { ...link, token }, rules),
      };
    },
  );

  const receipt = (format: ReceiptFormat) =>
    app.get(
      format === 'pdf'
        ? '/shared/:token/receipts/:paymentId.pdf'
        : '/shared/:token/receipts/:paymentId',
      { schema: { tags, params: ReceiptParamsSchema, querystring: ReceiptQuerySchema } },
      async (request, reply) => {
        const { token, paymentId } = request.params;
        const link = await resolveShareToken(app.db, token);
        const settings = await app.settingsFor(link.adminId);
        const view = await findReceipt(app.db, link.adminId, paymentId, {
          tenantId: link.tenantId,
        });
        return sendReceipt(reply, view, format, {
          language: request.query.lang,
          settings,
          origin: originOf(request),
          pdfHref: sharePaths.receiptPdf(token, paymentId),
          accountHref: sharePaths.page(token),
        });
      },
    );
  receipt('html');
  receipt('pdf');
};

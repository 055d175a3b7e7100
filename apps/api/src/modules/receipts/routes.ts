import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security, IdParamsSchema as params } from '../../http';
import { originOf } from '../../http';
import { findReceipt } from './queries';
import { ReceiptQuerySchema, sendReceipt, type ReceiptFormat } from './send-receipt';

const tags = ['payments'];

/**
 * A payment's receipt for the signed-in owner: the printable page and the PDF. The web app
 * fetches either with its token and opens it as a file (decision 0014); a tenant gets theirs
 * through their own link (modules/shared).
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const route = (format: ReceiptFormat) =>
    app.get(
      format === 'pdf' ? '/payments/:id/receipt.pdf' : '/payments/:id/receipt',
      {
        schema: {
          tags,
          security,
          params,
          querystring: ReceiptQuerySchema,
          description:
            format === 'pdf'
              ? 'The receipt as a PDF (A5), in the tenant’s language unless `lang` says otherwise.'
              : 'The receipt as a printable HTML page, in the tenant’s language unless `lang` says otherwise.',
        },
      },
      async (request, reply) => {
        const settings = await app.settingsFor(request.adminId);
        const view = await findReceipt(app.db, request.adminId, request.params.id);
        return sendReceipt(reply, view, format, {
          language: request.query.lang,
          settings,
          origin: originOf(request),
        });
      },
    );
  route('html');
  route('pdf');
};

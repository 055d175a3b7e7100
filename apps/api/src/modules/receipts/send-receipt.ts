import { TENANT_LANGUAGES, type TenantLanguage } from '@nivas/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RuleSettings } from '../settings/rules';
import type { ReceiptView } from './queries';
import { receiptContent } from './receipt-content';
import { renderReceiptHtml } from './receipt-html';
import { renderReceiptPdf } from './receipt-pdf';

/** `?lang=hi` prints a receipt in the other language; by default it is in the tenant's. */
export const ReceiptQuerySchema = z.object({
  lang: z
    .enum(TENANT_LANGUAGES, { error: `lang must be one of ${TENANT_LANGUAGES.join(', ')}` })
    .optional(),
});

export type ReceiptFormat = 'html' | 'pdf';

/** Answers a receipt as its page or its PDF, in the language asked for or the tenant's. */
export async function sendReceipt(
  reply: FastifyReply,
  view: ReceiptView,
  format: ReceiptFormat,
  options: {
    language?: TenantLanguage;
    settings: Pick<RuleSettings, 'upiId' | 'payeeName' | 'timeZone'>;
    /** Where this server is reached: the page loads its Devanagari font from there. */
    origin: string;
    /** Links of the tenant's own page: the PDF beside the page, and their whole account. */
    pdfHref?: string;
    accountHref?: string;
  },
) {
  const content = receiptContent(view, options.language ?? view.tenant.language, options.settings);
  if (format === 'pdf') {
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${content.receiptNumber}.pdf"`)
      .send(await renderReceiptPdf(content));
  }
  return reply.type('text/html; charset=utf-8').send(await renderReceiptHtml(content, options));
}

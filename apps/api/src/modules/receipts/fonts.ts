import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';

/**
 * Noto Sans Devanagari from the `@fontsource/noto-sans-devanagari` package: its Latin and
 * Devanagari subsets. The PDF embeds them (WOFF); the receipt page loads the Devanagari subset
 * (WOFF2) from this server, so Hindi shows right on a phone or printer without the font.
 */
const require = createRequire(import.meta.url);
const FONT_DIR = path.join(
  path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')),
  'files',
);

export const fontFile = (
  subset: 'latin' | 'devanagari',
  weight: 400 | 700,
  format: 'woff' | 'woff2',
) => path.join(FONT_DIR, `noto-sans-devanagari-${subset}-${weight}-normal.${format}`);

export const RECEIPT_FONT_WEIGHTS = [400, 700] as const;
export const receiptFontPath = (weight: 400 | 700) =>
  `/api/v1/fonts/noto-sans-devanagari-${weight}.woff2`;

/** The receipt page's fonts: public, the same for everyone, kept by browsers for a year. */
export const receiptFontRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = new Map(
    RECEIPT_FONT_WEIGHTS.map((weight) => [
      String(weight),
      readFileSync(fontFile('devanagari', weight, 'woff2')),
    ]),
  );
  app.get(
    '/fonts/noto-sans-devanagari-:weight.woff2',
    { schema: { hide: true, params: z.object({ weight: z.string().max(8) }) } },
    async (request, reply) => {
      const font = files.get(request.params.weight);
      if (!font) throw notFound('Font');
      return reply
        .type('font/woff2')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(font);
    },
  );
};

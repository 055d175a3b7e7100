/**
 * node scripts/subset-language-font.mjs
 *
 * Writes apps/web/src/fonts/hindi-word-500.woff2: Noto Sans Devanagari (weight 500, the
 * language switch's) cut down to the letters of हिंदी, the word the switch names Hindi by
 * (i18n en/app.ts and hi/app.ts, `language.names.hi`). An English page then draws that word
 * from about a kilobyte inlined in its stylesheet instead of fetching the whole Devanagari
 * file (54 KB) for five letters (docs/performance.md). Run again if the word changes;
 * e2e/specs/hindi-language.spec.ts fails while an English page still fetches the whole file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const WORD = 'हिंदी';
const require = createRequire(import.meta.url);
const source =
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2');
const target = new URL('../apps/web/src/fonts/hindi-word-500.woff2', import.meta.url);

const subset = await subsetFont(readFileSync(source), WORD, { targetFormat: 'woff2' });
writeFileSync(target, subset);
console.log(`${target.pathname}: ${subset.length} bytes for ${[...WORD].length} characters`);

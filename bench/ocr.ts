/**
 * `npm run bench:ocr`: reads every generated Aadhaar-like card with the app's own reading path
 * (QR code, then text recognition in a Web Worker) in headless Chromium, and prints per field
 * the share of cards read exactly, and the time per card from image to fields. The first card
 * pays for starting the worker, as a person's first card does.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AadhaarFields } from '@nivas/domain';
import { build } from 'vite';
import { ensureCards, type GeneratedCard, launchForCards } from '../e2e/fixtures/cards/generate';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_OCR_PORT ?? 5191);
const origin = `http://127.0.0.1:${port}`;
const FIELDS = ['name', 'aadhaarNumber', 'dob', 'gender', 'address', 'guardianName'] as const;

interface Result {
  card: GeneratedCard;
  fields: AadhaarFields | null;
  ms: number;
  qr: string | null;
}

/** The web app's card reader, built alone into a page (bench/ocr-page) with the app's public/. */
async function buildBenchPage(): Promise<string> {
  // Under a dist/ folder: git, ESLint and Prettier all leave those alone.
  const outDir = path.join(root, 'bench', 'ocr-page', 'dist');
  spawnSync('node', ['apps/web/scripts/copy-ocr-assets.mjs'], { cwd: root, stdio: 'inherit' });
  await build({
    configFile: false,
    root: path.join(root, 'bench', 'ocr-page'),
    publicDir: path.join(root, 'apps', 'web', 'public'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
};

/** A plain static server on loopback: the page, its assets, and the cards under /__cards/. */
function serve(dir: string, cards: readonly GeneratedCard[]): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', origin).pathname);
    const card = pathname.startsWith('/__cards/')
      ? cards.find((c) => c.id === pathname.slice('/__cards/'.length))
      : undefined;
    const file = card ? card.png : path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) && !card) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percent = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(0)}%` : '–');

function report(title: string, results: Result[], fields: readonly (keyof AadhaarFields)[]) {
  if (!results.length) return;
  const exact = (r: Result, f: keyof AadhaarFields) => r.fields?.[f] === r.card.expected[f];
  const cells = fields.map((f) =>
    percent(results.filter((r) => exact(r, f)).length, results.length),
  );
  const all = results.filter((r) => fields.every((f) => exact(r, f))).length;
  console.log(
    `| ${title} (${results.length}) | ${cells.join(' | ')} | ${percent(all, results.length)} | ${median(results.map((r) => r.ms)).toFixed(0)} ms |`,
  );
}

const manifest = await ensureCards();
const server = await serve(await buildBenchPage(), manifest.cards);
const browser = await launchForCards();
const results: Result[] = [];
try {
  const page = await browser.newPage();
  // Only this page's origin may be reached: a request anywhere else would be a leak.
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url());
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => typeof window.readAadhaarCard === 'function');

  for (const card of manifest.cards) {
    const outcome = await page.evaluate(async (id) => {
      const blob = await (await fetch(`/__cards/${encodeURIComponent(id)}`)).blob();
      const started = performance.now();
      const reading = await window.readAadhaarCard(blob);
      return {
        fields: reading.isCard ? reading.picture.fields : null,
        qr: reading.qr,
        text: reading.text,
        ms: performance.now() - started,
      };
    }, card.id);
    results.push({ card, fields: outcome.fields, qr: outcome.qr, ms: outcome.ms });
    const misses = FIELDS.filter((f) => outcome.fields?.[f] !== card.expected[f]);
    console.log(
      `${card.id.padEnd(34)} ${outcome.ms.toFixed(0).padStart(5)} ms  qr:${outcome.qr ?? '-'}  ${
        misses.length
          ? `MISSED ${misses.map((f) => `${f}=${JSON.stringify(outcome.fields?.[f] ?? null)}`).join(' ')}`
          : 'all exact'
      }`,
    );
    // BENCH_OCR_TEXT=1 shows what text recognition saw on the cards it did not read exactly.
    if (misses.length && process.env.BENCH_OCR_TEXT)
      console.log(outcome.text.replace(/^/gm, '    | '));
  }
  if (foreign.length) throw new Error(`Requests left the app's origin: ${foreign.join(', ')}`);
} finally {
  await browser.close();
  server.close();
}

const clean = results.filter((r) => !r.card.degraded);
const degraded = results.filter((r) => r.card.degraded);
console.log(
  `\n${results.length} cards, ${path.relative(root, manifest.cards[0]!.png).split('/').slice(0, -1).join('/')}`,
);
console.log(`| cards | ${FIELDS.join(' | ')} | every field | median time |`);
console.log(`|---|${FIELDS.map(() => '---').join('|')}|---|---|`);
report('clean', clean, FIELDS);
report('degraded', degraded, FIELDS);
report('all', results, FIELDS);
const qrFields = ['name', 'dob', 'gender', 'address'] as const;
console.log(`\n| with Secure QR | ${qrFields.join(' | ')} | all four | median time |`);
console.log(`|---|${qrFields.map(() => '---').join('|')}|---|---|`);
report(
  'clean',
  clean.filter((r) => r.card.qr === 'secure'),
  qrFields,
);
report(
  'degraded',
  degraded.filter((r) => r.card.qr === 'secure'),
  qrFields,
);
const times = results.map((r) => r.ms);
console.log(
  `\nTime per card: median ${median(times).toFixed(0)} ms, first card (worker start included) ${times[0]?.toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`,
);

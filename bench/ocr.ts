/**
 * `npm run bench:ocr`: reads pictures of Aadhaar cards with the app's own reading path (QR code,
 * card found and drawn flat, text recognition in a Web Worker) in headless Chromium.
 *
 *   npm run bench:ocr                          the generated cards, with a table per kind of picture
 *   npm run bench:ocr -- --dir DIR --out FILE  every .jpg/.png under DIR, one JSON entry each:
 *     { file, ms, fields: { name, aadhaarNumber, dob, gender, address, guardianName } }
 *     (null for a field not read; every field null for a picture refused as no Aadhaar card)
 *
 * The first picture pays for starting the worker, as a person's first card does.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { normalizeAadhaar } from '@nivas/domain';
import { ensureCards, type GeneratedCard, launchForCards } from '../e2e/fixtures/cards/generate';
import { buildBenchPage, type PageReading, readInPage, servePage } from './lib/ocr-page';

const { values: args } = parseArgs({
  // A '--' passed through from npm or typed by hand is not an argument.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { dir: { type: 'string' }, out: { type: 'string' } },
});
const port = Number(process.env.BENCH_OCR_PORT ?? 5191);
const origin = `http://127.0.0.1:${port}`;
const FIELDS = ['name', 'aadhaarNumber', 'dob', 'gender', 'address', 'guardianName'] as const;
type Field = (typeof FIELDS)[number];

function picturesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(jpe?g|png)$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const dir = args.dir ? path.resolve(args.dir) : null;
/** BENCH_OCR_ONLY=REGEX reads only the pictures whose name matches (for trying a change). */
const only = process.env.BENCH_OCR_ONLY ? new RegExp(process.env.BENCH_OCR_ONLY) : null;
const cards: GeneratedCard[] = dir ? [] : (await ensureCards()).cards;
const pictures = dir ? picturesUnder(dir) : cards.map((card) => card.png);
if (!pictures.length) throw new Error(`No .jpg or .png pictures under ${dir}`);

const server = await servePage(await buildBenchPage(), pictures, port);
const browser = await launchForCards();
const readings: PageReading[] = [];
try {
  const page = await browser.newPage();
  // Only this page's origin may be reached: a request anywhere else would be a leak.
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url());
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => typeof window.readAadhaarCard === 'function');
  for (const [index, file] of pictures.entries()) {
    const name = dir ? path.relative(dir, file) : cards[index]!.id;
    if (only && !only.test(name)) continue;
    const reading = await readInPage(page, index);
    readings.push(reading);
    console.log(
      `${name.padEnd(44)} ${reading.ms.toFixed(0).padStart(5)} ms  ${describe(reading, cards[index])}`,
    );
    const isMissed = !cards[index] || missed(reading, cards[index]).length > 0;
    // BENCH_OCR_TEXT=1 shows what text recognition saw on the pictures it did not read exactly;
    // BENCH_OCR_SAVE=DIR keeps the picture it was given.
    if (process.env.BENCH_OCR_TEXT && isMissed) console.log(reading.text.replace(/^/gm, '    | '));
    if (process.env.BENCH_OCR_SAVE && isMissed) {
      const png = await page.evaluate(
        (n) =>
          fetch(`/__pictures/${n}`)
            .then((r) => r.blob())
            .then((b) => window.preparedPicture(b)),
        index,
      );
      mkdirSync(process.env.BENCH_OCR_SAVE, { recursive: true });
      writeFileSync(
        path.join(process.env.BENCH_OCR_SAVE, `${path.basename(file)}`),
        Buffer.from(png.slice(png.indexOf(',') + 1), 'base64'),
      );
    }
  }
  if (foreign.length) throw new Error(`Requests left the page's origin: ${foreign.join(', ')}`);
} finally {
  await browser.close();
  server.close();
}

/** One entry of the JSON the --out file holds. */
function entry(file: string, reading: PageReading) {
  const value = (field: Field) => {
    const text = reading.fields?.[field] ?? '';
    if (field === 'aadhaarNumber') return normalizeAadhaar(text);
    return text === '' ? null : text;
  };
  return {
    file: dir ? path.relative(dir, file).split(path.sep).join('/') : path.basename(file),
    ms: Math.round(reading.ms),
    fields: Object.fromEntries(FIELDS.map((field) => [field, value(field)])),
  };
}

// A partial run (BENCH_OCR_ONLY) has shown its lines: its figures would mislead.
if (only) process.exit(0);
if (args.out) {
  const json = pictures.map((file, i) => entry(file, readings[i]!));
  writeFileSync(args.out, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\n${json.length} readings written to ${args.out}`);
}
if (!dir) printTables();
printTimes();

function missed(reading: PageReading, card: GeneratedCard): Field[] {
  if (!card.isCard) return reading.fields ? ['name'] : [];
  return FIELDS.filter((f) => (reading.fields?.[f] ?? '') !== card.expected[f]);
}

function describe(reading: PageReading, card: GeneratedCard | undefined): string {
  const steps = reading.steps?.map((ms) => ms.toFixed(0)).join('/') ?? '';
  const how = `qr:${reading.qr ?? '-'} turn:${reading.turn} passes:${reading.passes} ${steps}`;
  if (!card) return `${how}  ${reading.fields ? 'read' : 'refused as no Aadhaar card'}`;
  if (!card.isCard) return `${how}  ${reading.fields ? 'ACCEPTED, not a card' : 'refused'}`;
  const misses = missed(reading, card);
  return `${how}  ${
    misses.length
      ? `MISSED ${misses.map((f) => `${f}=${JSON.stringify(reading.fields?.[f] ?? null)}`).join(' ')}`
      : 'all exact'
  }`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function percent(n: number, of: number): string {
  return of ? `${((100 * n) / of).toFixed(0)}%` : '–';
}

function printTables() {
  const rows: [string, (card: GeneratedCard) => boolean][] = [
    ['clean', (c) => c.kind === 'clean'],
    ['with a QR code, every kind', (c) => c.qr !== 'none'],
    ['degraded (slight turn, blur, noise, JPEG)', (c) => c.kind === 'degraded'],
    ['uneven light', (c) => c.kind === 'uneven-light'],
    ['turned 90°, 180°, 270°', (c) => c.kind.startsWith('turned-')],
    ['front alone', (c) => c.kind === 'front'],
    ['back alone', (c) => c.kind === 'back'],
    ['on a table in perspective', (c) => c.kind === 'perspective'],
    ['blurred', (c) => c.kind === 'blur'],
    ['all but clean', (c) => c.degraded],
  ];
  const results = cards.map((card, i) => ({ card, reading: readings[i]! }));
  const onCards = results.filter((r) => r.card.isCard);
  console.log(`\n| pictures | ${FIELDS.join(' | ')} | every field | median time |`);
  console.log(`|---|${FIELDS.map(() => '---:').join('|')}|---:|---:|`);
  for (const [title, test] of rows) {
    const group = onCards.filter((r) => test(r.card));
    if (!group.length) continue;
    // A field the picture does not show counts only when it is left blank.
    const cells = FIELDS.map((f) =>
      percent(
        group.filter((r) => (r.reading.fields?.[f] ?? '') === r.card.expected[f]).length,
        group.length,
      ),
    );
    const all = group.filter((r) => !missed(r.reading, r.card).length).length;
    const time = median(group.map((r) => r.reading.ms)).toFixed(0);
    console.log(
      `| ${title} (${group.length}) | ${cells.join(' | ')} | ${percent(all, group.length)} | ${time} ms |`,
    );
  }
  const others = results.filter((r) => !r.card.isCard);
  const accepted = others.filter((r) => r.reading.fields).length;
  console.log(
    `\nNot an Aadhaar card (${others.length}: invoices with a 12-digit number, a PAN-like card): ${accepted} accepted as a card.`,
  );
}

function printTimes() {
  const times = readings.map((r) => r.ms);
  console.log(
    `Time per picture: median ${median(times.slice(1)).toFixed(0)} ms after the first; the first (worker start included) ${times[0]?.toFixed(0)} ms; slowest ${Math.max(...times).toFixed(0)} ms.`,
  );
}

// Writes .br and .gz copies of the built web app's text assets, so the server sends them
// compressed without compressing on every request. Only what has no copies, or older ones, is
// compressed: a start stopped halfway is finished by the next. Each copy is written under
// another name and renamed, so the server never sends half of one; until a file has its copy,
// the server compresses that file as it sends it (@fastify/compress).
//
// The levels are chosen by measurement (docs/performance.md, "The first start"): brotli's
// slowest level (11) takes 31 s for the whole build on a 2-core machine, 29 s of it for the five
// files over 512 KB (the OCR engine, the card reader's wasm, the password dictionary), which it
// makes 11% smaller than level 9 does in a tenth of the time. Those five are fetched once per
// phone (the service worker keeps them) and only on the screens that need them, so they get
// level 9; the app's own code, which every screen waits for, gets level 11 (2 s for all of it).
// gzip (for browsers without brotli) is level 9 throughout: at most 2 ms a file more than 6.
// Files are compressed in parallel on zlib's thread pool.
//
// `node scripts/precompress.mjs` (in `npm run build`) says what it does; with `--background`
// (`npm start`, beside the server once the web app is built) it runs at a lower priority than the server and says nothing
// unless it fails.
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt|traineddata)$/;
/** Below this, a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;
/** Above this, a file is one of the large, rarely fetched ones (see above). */
const LARGE_BYTES = 512 * 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

const hasFreshCopy = (file, modified, extension) =>
  existsSync(`${file}${extension}`) && statSync(`${file}${extension}`).mtimeMs >= modified;

/** The files of `dist` to compress, largest first (so the longest jobs do not start last). */
export function filesToCompress(dist = webDist) {
  return [...files(dist)]
    .filter((file) => compressible.test(file))
    .map((file) => ({ file, stat: statSync(file) }))
    .filter(({ stat }) => stat.size >= MIN_BYTES)
    .filter(
      ({ file, stat }) =>
        !hasFreshCopy(file, stat.mtimeMs, '.br') || !hasFreshCopy(file, stat.mtimeMs, '.gz'),
    )
    .sort((a, b) => b.stat.size - a.stat.size)
    .map(({ file }) => file);
}

function writeWhole(target, bytes) {
  const partial = `${target}.${process.pid}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, target);
}

async function compress(file) {
  const content = readFileSync(file);
  const quality = content.length > LARGE_BYTES ? 9 : 11;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  writeWhole(`${file}.br`, br);
  writeWhole(`${file}.gz`, gz);
}

/** Compresses what needs it; answers how many files that was. */
export async function precompress(dist = webDist, { say = console.log } = {}) {
  const started = performance.now();
  const targets = filesToCompress(dist);
  if (targets.length === 0) return 0;
  say(`Compressing ${targets.length} files of the web app (brotli and gzip, once per build)...`);
  await Promise.all(targets.map(compress));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  say(`Compressed ${targets.length} files in ${seconds} s`);
  return targets.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const background = process.argv.includes('--background');
  // Set before zlib's threads exist, which take this priority from the thread that starts them.
  if (background) setPriority(10);
  await precompress(webDist, { say: background ? () => {} : console.log });
}

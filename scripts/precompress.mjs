// Writes .br and .gz copies of the built web app's text assets, so the server sends them
// compressed without compressing on every request.
//
// The levels are chosen by measurement (docs/performance.md, "The first start"): brotli's
// slowest level (11) takes 31 s for the whole build on a 2-core machine, 29 s of it for the five
// files over 512 KB (the OCR engine, the card reader's wasm, the password dictionary), which it
// makes 11% smaller than level 9 does in a tenth of the time. Those five are fetched once per
// phone (the service worker keeps them) and only on the screens that need them, so they get
// level 9; the app's own code, which every screen waits for, gets level 11 (2 s for all of it).
// gzip (for browsers without brotli) is level 9 throughout: at most 2 ms a file more than 6.
// Files are compressed in parallel on zlib's thread pool.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt|traineddata)$/;
/** Above this, a file is one of the large, rarely fetched ones (see above). */
const LARGE_BYTES = 512 * 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
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
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
}

export async function precompress() {
  const started = performance.now();
  // Largest first, so the longest jobs do not start last on the thread pool.
  const targets = [...files(dist)]
    .map((file) => ({ file, size: statSync(file).size }))
    .filter(({ file, size }) => compressible.test(file) && size >= 1024)
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file);
  console.log(
    `Compressing ${targets.length} files of the web app (brotli and gzip, once per build)...`,
  );
  await Promise.all(targets.map(compress));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Compressed ${targets.length} files in ${seconds} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await precompress();

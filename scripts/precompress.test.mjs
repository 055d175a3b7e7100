// The compressed copies of the built web app: made for what lacks them or has older ones,
// never half-written where the server could send them. Run by `npm run lint`.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { filesToCompress, precompress } from './precompress.mjs';

const quiet = () => {};

function builtApp() {
  const dist = mkdtempSync(path.join(tmpdir(), 'nivas-precompress-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${'<p>Nivas</p>'.repeat(200)}`);
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log("rent");\n'.repeat(300));
  writeFileSync(path.join(dist, 'assets', 'tiny-1.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  return dist;
}

test('compresses each text file over 1 KB into brotli and gzip copies of the same bytes', async () => {
  const dist = builtApp();
  try {
    assert.equal(await precompress(dist, { say: quiet }), 2);
    for (const name of ['index.html', 'assets/app-1.js']) {
      const original = readFileSync(path.join(dist, name));
      assert.deepEqual(brotliDecompressSync(readFileSync(path.join(dist, `${name}.br`))), original);
      assert.deepEqual(gunzipSync(readFileSync(path.join(dist, `${name}.gz`))), original);
    }
    // Too small to gain, or compressed already by its format.
    assert.equal(existsSync(path.join(dist, 'assets', 'tiny-1.js.br')), false);
    assert.equal(existsSync(path.join(dist, 'assets', 'logo.png.br')), false);
    // Written under another name and renamed: no partial copy is left for the server to send.
    assert.deepEqual(
      readdirSync(path.join(dist, 'assets')).filter((name) => name.includes('.tmp')),
      [],
    );
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('compresses again only what has no copies or changed since', async () => {
  const dist = builtApp();
  try {
    await precompress(dist, { say: quiet });
    assert.deepEqual(filesToCompress(dist), []);
    assert.equal(await precompress(dist, { say: quiet }), 0);

    // A start stopped while compressing leaves some copies missing; a newer build, newer files.
    rmSync(path.join(dist, 'index.html.gz'));
    writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log("paid");\n'.repeat(300));
    const earlier = new Date(Date.now() - 60_000);
    for (const copy of ['app-1.js.br', 'app-1.js.gz']) {
      utimesSync(path.join(dist, 'assets', copy), earlier, earlier);
    }
    assert.deepEqual(
      filesToCompress(dist)
        .map((file) => path.relative(dist, file))
        .sort(),
      ['assets/app-1.js', 'index.html'],
    );
    assert.equal(await precompress(dist, { say: quiet }), 2);
    assert.match(
      brotliDecompressSync(readFileSync(path.join(dist, 'assets', 'app-1.js.br'))).toString(),
      /paid/,
    );
    assert.deepEqual(filesToCompress(dist), []);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

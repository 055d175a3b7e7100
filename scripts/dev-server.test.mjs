// `npm run dev` serves the web app through Vite's dev server, with hot reload. The React and
// Tailwind plugins follow whichever Vite they resolve; a second Vite major hoisted to the root
// (the test runner's) made the React plugin take the other's code path, and every module then
// failed with "Missing field `moduleType`". The root package.json's `overrides` keeps one Vite.
// Run by `npm run lint`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const viteBin = path.join(
  path.dirname(createRequire(path.join(web, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

test("the dev server serves the app's own code", { timeout: 90_000 }, async () => {
  const port = await freePort();
  const vite = spawn(
    process.execPath,
    [viteBin, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: web, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  vite.stdout.on('data', (chunk) => (output += chunk));
  vite.stderr.on('data', (chunk) => (output += chunk));
  try {
    while (!output.includes('ready in')) {
      assert.equal(vite.exitCode, null, `the dev server ended:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const response = await fetch(`http://127.0.0.1:${port}/src/main.tsx`);
    const body = await response.text();
    assert.equal(response.status, 200, body.slice(0, 500));
    assert.match(response.headers.get('content-type') ?? '', /javascript/);
    assert.match(body, /createRoot/);
  } finally {
    vite.kill('SIGTERM');
  }
});

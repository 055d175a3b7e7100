// Compiles the server (apps/api/src, with the domain package it imports) into
// apps/api/dist with esbuild, so `npm start` runs plain JavaScript instead of loading
// TypeScript through tsx at every start. Packages from node_modules stay imports; the two
// entry points share chunks, and the server's own dynamic imports stay separate chunks, so a
// second server on a held DATA_DIR still stops before the app is loaded.
// Used by scripts/start.mjs and `npm run build`; the API tests' global setup, the benchmarks
// and the browser tests' server run `node scripts/build-api.mjs --if-stale` before they start
// the compiled server.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiRoot = path.join(root, 'apps/api');
export const apiDist = path.join(apiRoot, 'dist');

/** The newest modification time under the given repository paths (node_modules, dist aside). */
function newestChange(paths) {
  let newest = 0;
  const visit = (full) => {
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const name of readdirSync(full)) {
      if (name !== 'node_modules' && name !== 'dist') visit(path.join(full, name));
    }
  };
  for (const relative of paths) visit(path.join(root, relative));
  return newest;
}

/** True when `output` (a repository path) is missing or older than any of its sources. */
export const isOlderThan = (output, sources) =>
  !existsSync(path.join(root, output)) ||
  statSync(path.join(root, output)).mtimeMs < newestChange(sources);

export const domainSources = ['packages/domain/src', 'packages/domain/package.json'];
export const isApiStale = () =>
  isOlderThan('apps/api/dist/server.js', [
    'apps/api/src',
    'apps/api/package.json',
    ...domainSources,
  ]);

/** Bare imports are left to node_modules, except this repository's own workspaces. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@nivas/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  // Built aside and swapped in whole, so a server starting meanwhile (the soak beside the tests
  // in CI) never reads a half-written file.
  const building = `${apiDist}.building-${process.pid}`;
  const old = `${apiDist}.old-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await build({
    absWorkingDir: apiRoot,
    entryPoints: { server: 'src/server.ts', 'data-dir-lock': 'src/ops/data-dir-lock.ts' },
    outdir: building,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  if (existsSync(apiDist)) renameSync(apiDist, old);
  renameSync(building, apiDist);
  rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--if-stale') || isApiStale()) await buildApi();
}

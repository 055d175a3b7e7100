// Starts the real server for the browser tests: the compiled server (built here when it is
// older than its sources), a fresh embedded database each run, the built web app, and a
// fixed secret so tokens are reproducible within the run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiDist, buildApi, isApiStale } from './build-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}.test-output/e2e-data`;
rmSync(dataDir, { recursive: true, force: true });

if (isApiStale()) await buildApi();

const server = spawn(process.execPath, ['--enable-source-maps', `${apiDist}/server.js`], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

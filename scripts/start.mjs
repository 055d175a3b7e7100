// `npm start`: builds what is missing or older than its sources (the server into
// apps/api/dist, the web app into apps/web/dist with its compressed copies), then runs the
// compiled server, which serves the web app and the API from one process (embedded database
// in DATA_DIR unless DATABASE_URL is set). Each step is said as it starts; the server's last
// line says where Nivas is running.
//
// Stopping: SIGINT and SIGTERM are passed to the server once (it runs in its own process
// group, so a Ctrl-C reaches it only through here), and this process exits when the server
// has. Should this process die without passing anything on (kill -9), the server sees its
// channel to it close and shuts down by itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDist, buildApi, domainSources, isApiStale, isOlderThan } from './build-api.mjs';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

// A DATA_DIR another process holds is said at once, before any build (with the lock's code as
// last compiled; on the very first start, once it is); the server takes the lock itself, and
// refuses the same way if another process is quicker.
const lockModule = path.join(apiDist, 'data-dir-lock.js');
async function stopIfDataDirInUse() {
  const { dataDirInUseMessage } = await import(lockModule);
  const inUse = dataDirInUseMessage('server');
  if (inUse) {
    console.error(inUse);
    process.exit(1);
  }
}
const checkedEarly = existsSync(lockModule);
if (checkedEarly) await stopIfDataDirInUse();

if (isApiStale()) {
  const started = performance.now();
  console.log('Compiling the server...');
  await buildApi();
  console.log(`Compiled the server in ${seconds(started)} s`);
}
if (!checkedEarly) await stopIfDataDirInUse();

const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  ...domainSources,
];
// `--api-only`: no web app build (the API alone, or a web app built earlier).
const buildsWeb = !process.argv.includes('--api-only');
if (buildsWeb && isOlderThan('apps/web/dist/index.html', webSources)) {
  const started = performance.now();
  console.log('Building the web app (the first start, or its code changed)...');
  const build = spawnSync(npm, ['run', 'build', '-w', '@nivas/web', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Built the web app in ${seconds(started)} s`);
  await precompress();
}

console.log('Starting the server...');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(apiDist, 'server.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
});
let passedOn = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (passedOn) return;
    passedOn = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm start`: builds what is missing or older than its sources (the server into
// apps/api/dist, the web app into apps/web/dist) and runs the compiled server, which serves the
// web app and the API from one process (embedded database in DATA_DIR unless DATABASE_URL is
// set). The server opens its database while the web app builds; the web app's compressed
// copies are made after the build, beside the server. Each step is said as it starts; the
// server's last line says where Nivas is running.
//
// Stopping: SIGINT and SIGTERM are passed to the server once (it runs in its own process
// group, so a Ctrl-C reaches it only through here), and this process exits when the server
// has. Should this process die without passing anything on (kill -9), the server sees its
// channel to it close and shuts down by itself.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDist, buildApi, domainSources, isApiStale, isOlderThan } from './build-api.mjs';
import { filesToCompress, webDist } from './precompress.mjs';

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
const buildsWeb =
  !process.argv.includes('--api-only') && isOlderThan('apps/web/dist/index.html', webSources);

// The server opens (on the first start: creates and migrates) its database while the web app
// builds: neither waits for the other. It looks for the built web app only when told it is there.
console.log('Starting the server...');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(apiDist, 'server.js')], {
  cwd: root,
  env: buildsWeb ? { ...process.env, NIVAS_WEB_BUILD_PENDING: '1' } : process.env,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
});
// The web app's build while it runs, and its compression after: stopped with the server, never
// left running alone.
let build = null;
let compression = null;
let buildFailure = null;
let passedOn = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (passedOn) return;
    passedOn = true;
    build?.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  build?.kill('SIGTERM');
  compression?.kill('SIGTERM');
  process.exit(buildFailure ?? code ?? (signal ? 1 : 0));
});

if (buildsWeb) {
  const started = performance.now();
  console.log('Building the web app (the first start, or its code changed)...');
  build = spawn(npm, ['run', 'build', '-w', '@nivas/web', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  const status = await new Promise((resolve) => build.once('exit', (code) => resolve(code)));
  build = null;
  if (status !== 0) {
    buildFailure = status ?? 1;
    server.kill('SIGTERM');
  } else if (!passedOn) {
    console.log(`Built the web app in ${seconds(started)} s`);
    server.send('web-built');
  }
}

// The compressed copies the server sends (scripts/precompress.mjs) are made after the build,
// beside the server and at a lower priority: the server listens without waiting for them and
// compresses a file as it sends it until its copy is there (on a first start, 4 s less to wait
// for /login). Quiet, so that the line saying where Nivas runs stays the last; a start stopped
// meanwhile leaves the rest to the next.
const hasWebApp = existsSync(path.join(webDist, 'index.html'));
if (!passedOn && buildFailure === null && hasWebApp && filesToCompress().length > 0) {
  compression = spawn(process.execPath, ['scripts/precompress.mjs', '--background'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  compression.once('exit', () => (compression = null));
}

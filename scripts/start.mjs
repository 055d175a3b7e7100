// `npm start`: builds the web app when it has not been built yet, then serves the web app
// and the API from one process (embedded database in DATA_DIR unless DATABASE_URL is set).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// A DATA_DIR another process holds is said at once, not after a build; the server takes the
// lock itself (and refuses the same way if another process is quicker).
const { dataDirInUseMessage } = await tsImport(
  '../apps/api/src/ops/data-dir-lock.ts',
  import.meta.url,
);
const inUse = dataDirInUseMessage('server');
if (inUse) {
  console.error(inUse);
  process.exit(1);
}

if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.log('Building the web app (first start)...');
  const build = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

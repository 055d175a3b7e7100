import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../test/commands';
import { SERVER_TEST_SECRET } from '../../test/server-process';

/**
 * `npm start` as a person runs it and stops it: by Ctrl-C, or by the process id of npm. Each
 * time the server must stop too; a server left running would hold the port and DATA_DIR. The
 * web app is not built here (`--api-only`): it is the stopping that is tested, not the build.
 * On the PGlite leg only: nothing here depends on the database.
 */
const onPostgresLeg = Boolean(inject('postgresTemplateUrl'));
// Ports of their own (see data-dir-exclusive.test.ts for the others of 18210–18229).
const PORTS = { sigterm: 18213, sigint: 18214, killed: 18215 };

const dataDirs: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Started {
  npm: ChildProcessWithoutNullStreams;
  output: () => string;
  serverPid: number;
  exited: Promise<number | null>;
}

async function npmStart(port: number): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nivas-start-'));
  dataDirs.push(dataDir);
  const npm = spawn('npm', ['start', '--', '--api-only'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: SERVER_TEST_SECRET,
      LOG_LEVEL: 'info',
    },
  });
  children.push(npm);
  let output = '';
  npm.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  npm.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  const running = `Nivas is running at http://127.0.0.1:${port} (data in ${dataDir})`;
  while (!output.includes(running)) {
    if (npm.exitCode !== null) throw new Error(`npm start ended early:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The server's process id, from its log line for a request.
  await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  let serverPid = 0;
  while (serverPid === 0) {
    const line = output.split('\n').find((l) => l.includes('"route":"/api/v1/health"'));
    if (line) serverPid = (JSON.parse(line) as { pid: number }).pid;
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { npm, output: () => output, serverPid, exited };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number) {
  for (let i = 0; i < 200 && isRunning(pid); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isRunning(pid);
}

describe.skipIf(onPostgresLeg)('npm start', () => {
  it('ends its last start line with where Nivas runs and where its data is', async () => {
    const started = await npmStart(PORTS.sigterm);
    const lines = started.output().trim().split('\n');
    const last = lines.filter((line) => !line.startsWith('{')).at(-1);
    expect(last).toMatch(/^Nivas is running at http:\/\/127\.0\.0\.1:18213 \(data in \/.+\)$/);
    expect(lines.filter((line) => !line.startsWith('{'))).toContain('Starting the server...');

    // Stopped by npm's process id, as a service manager or `kill PID` does.
    started.npm.kill('SIGTERM');
    await started.exited;
    expect(await gone(started.serverPid)).toBe(true);
    expect(started.output()).toContain('"msg":"shutting down"');
  });

  it('passes Ctrl-C (SIGINT) on to the server once, which shuts down gracefully', async () => {
    const started = await npmStart(PORTS.sigint);
    started.npm.kill('SIGINT');
    await started.exited;
    expect(await gone(started.serverPid)).toBe(true);
    expect(started.output()).toContain('"signal":"SIGINT","msg":"shutting down"');
    expect(started.output()).not.toContain('second SIGINT');
  });

  it('leaves no server behind when npm is killed outright (SIGKILL)', async () => {
    const started = await npmStart(PORTS.killed);
    // npm dies at once; start.mjs under it is not told either, so both are killed here as a
    // crash would: the server notices its channel close and stops by itself.
    const startPid = Number(
      (await import('node:child_process'))
        .execFileSync('pgrep', ['-P', String(started.npm.pid)])
        .toString()
        .trim(),
    );
    process.kill(startPid, 'SIGKILL');
    started.npm.kill('SIGKILL');
    expect(await gone(started.serverPid)).toBe(true);
  });
});

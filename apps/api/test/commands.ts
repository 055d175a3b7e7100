import { spawn } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_TEST_SECRET } from './server-process';

/**
 * Nivas's commands as real processes, as a person runs them (`npm start`, `npm run seed`,
 * `npm run backup`, `npm run restore`), for the tests of what they do to DATA_DIR.
 */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const ENTRY_POINTS = {
  start: ['scripts/start.mjs'],
  server: ['--enable-source-maps', 'apps/api/dist/server.js'],
  seed: ['--import', 'tsx', 'bench/seed.ts'],
  backup: ['--import', 'tsx', 'apps/api/src/ops/cli.ts', 'backup'],
  restore: ['--import', 'tsx', 'apps/api/src/ops/cli.ts', 'restore'],
} as const;

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end on the embedded database in `dataDir`. Asynchronous, so that a
 * server this test started keeps being read from meanwhile.
 */
export function runCommand(
  command: keyof typeof ENTRY_POINTS,
  args: string[],
  options: { dataDir: string; port?: number },
): Promise<CommandResult> {
  const child = spawn(process.execPath, [...ENTRY_POINTS[command], ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(options.port ?? 0),
      JWT_SECRET: SERVER_TEST_SECRET,
      LOG_LEVEL: 'warn',
      INIT_CWD: repoRoot,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not end within 90 s:\n${stdout}\n${stderr}`));
    }, 90_000);
    child.once('exit', (status) => {
      clearTimeout(timer);
      // Let the pipes finish before answering.
      setImmediate(() => resolve({ status, stdout, stderr }));
    });
  });
}

/** Every folder under `dir` (itself included) not 0700 and every file not 0600, with its mode. */
export function privateModeProblems(dir: string): string[] {
  const problems: string[] = [];
  const walk = (at: string) => {
    const stat = lstatSync(at);
    const mode = stat.mode & 0o777;
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if (mode !== 0o700) problems.push(`${mode.toString(8)} ${path.relative(dir, at)}/`);
      for (const name of readdirSync(at)) walk(path.join(at, name));
    } else if (mode !== 0o600) {
      problems.push(`${mode.toString(8)} ${path.relative(dir, at)}`);
    }
  };
  walk(dir);
  return problems;
}

/** Every path under `dir` with its size and modification time: equal listings, untouched files. */
export function listing(dir: string): string[] {
  const rows: string[] = [];
  const walk = (at: string) => {
    const stat = lstatSync(at);
    rows.push(`${path.relative(dir, at)} ${stat.size} ${stat.mtimeMs}`);
    if (stat.isDirectory()) for (const name of readdirSync(at).sort()) walk(path.join(at, name));
  };
  walk(dir);
  return rows;
}

/** One JSON request to a server process; answers the status and the parsed body. */
export async function callApi(
  api: string,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> & { data?: unknown } }> {
  const response = await fetch(`${api}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

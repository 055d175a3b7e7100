import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The real server as a child process (the compiled server that `npm start` runs, built by the
 * API tests' global setup), for tests that
 * signal, kill and restart it. Its log lines (pino JSON on stdout) are kept and can be waited
 * for, so a test acts when the server says something happened, never after a guessed delay.
 */

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_TEST_SECRET = 'server-process-test-secret-0123456789';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export type LogLine = Record<string, unknown> & { msg?: string };

export interface ServerProcess {
  /** `http://127.0.0.1:PORT/api/v1` */
  api: string;
  pid: number;
  logs: LogLine[];
  /** What the server wrote to stderr so far. */
  stderr(): string;
  /** Its last log lines and stderr, for a failed expectation's message. */
  lastWords(count?: number): string;
  exited: Promise<Exit>;
  /** Sends the signal and answers how the process ended. */
  kill(signal: NodeJS.Signals): Promise<Exit>;
  /** Resolves once `count` log lines from index `from` on match. */
  waitForLogs(match: (line: LogLine) => boolean, count: number, from?: number): Promise<void>;
}

export async function startServerProcess(options: {
  dataDir: string;
  port: number;
  /** More environment, DATABASE_URL for one. */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      JWT_SECRET: SERVER_TEST_SECRET,
      // `trace` logs every request as it arrives, which the shutdown test waits for.
      LOG_LEVEL: 'trace',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let partial = '';
  // Always read both pipes: pino writes synchronously, so a full pipe would stall the server.
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      for (const wake of waiters) wake();
      resolve({ code, signal });
    });
  });

  const waitForLogs = (match: (line: LogLine) => boolean, count: number, from = 0) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (logs.slice(from).filter(match).length >= count) {
          waiters.delete(check);
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          waiters.delete(check);
          reject(new Error(`the server exited before logging what was awaited:\n${stderr}`));
        }
      };
      waiters.add(check);
      check();
    });

  await waitForLogs((line) => String(line.msg).startsWith('Nivas is running at'), 1);
  return {
    api: `http://127.0.0.1:${options.port}/api/v1`,
    pid: child.pid!,
    logs,
    stderr: () => stderr,
    lastWords: (count = 15) =>
      [...logs.slice(-count).map((line) => JSON.stringify(line)), `stderr: ${stderr}`].join('\n'),
    exited,
    waitForLogs,
    kill(signal) {
      child.kill(signal);
      return exited;
    },
  };
}

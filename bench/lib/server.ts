import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  /** The server's own process id, for reading its memory in /proc. */
  pid: number;
  /** Sends SIGTERM and answers the exit code: 0 when it shut down gracefully. */
  stop(): Promise<number | null>;
}

/**
 * Starts the compiled server (as `npm start` does) and waits until it answers; with
 * `inspectPort`, its inspector listens on that port of 127.0.0.1 (bench/lib/inspector.ts).
 */
export async function startServer(
  env: Record<string, string>,
  { inspectPort }: { inspectPort?: number } = {},
): Promise<RunningServer> {
  execFileSync(process.execPath, ['scripts/build-api.mjs', '--if-stale'], { cwd: root });
  const inspect = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [];
  return startProcess(
    [...inspect, '--enable-source-maps', 'apps/api/dist/server.js'],
    '/api/v1/health',
    { LOG_LEVEL: 'info', ...env },
  );
}

/** Starts bench/lib/bare-fastify.ts: the framework alone, the baseline of every ratio. */
export function startBareFastify(port: string): Promise<RunningServer> {
  return startProcess(['--import', 'tsx', 'bench/lib/bare-fastify.ts'], '/', { PORT: port });
}

async function startProcess(
  args: string[],
  readyPath: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const port = env.PORT ?? '18080';
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: port, ...env },
    // The start lines and the request log are not the benchmark's output.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!body.token) throw new Error(`sign-in failed: ${body.error}`);
  return body.token;
}

import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { privateModeProblems } from '../../test/commands';
import {
  DataDirInUseError,
  findDataDirHolder,
  LOCK_FILE,
  lockDataDir,
  type LockHolder,
} from './data-dir-lock';

/**
 * The DATA_DIR lock on its own, in this process (the real server and commands meet it in
 * data-dir-exclusive.test.ts). It touches files only, no database, so it runs on both legs.
 */
const dirs: string[] = [];
function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nivas-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const lockFileOf = (dir: string) => path.join(dir, LOCK_FILE);
const holderIn = (dir: string) => JSON.parse(readFileSync(lockFileOf(dir), 'utf8')) as LockHolder;

/** A pid that was a process a moment ago and is none now. */
function pidOfEndedProcess() {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(child.stdout.trim());
}

const hasProc = existsSync('/proc/self/stat');

/**
 * `count` processes that each try to take `dir` at the same instant (each loads, then waits for
 * the agreed time). One that takes it holds it until all the others have ended. Answers what
 * each one said: `took` or `refused by PID`.
 */
async function raceForLock(dir: string, count: number): Promise<string[]> {
  const at = Date.now() + 5_000;
  const script = `
    import { lockDataDir } from ${JSON.stringify(fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url)))};
    while (Date.now() < ${at});
    try {
      const lock = lockDataDir(${JSON.stringify(dir)}, 'seed');
      console.log('took');
      process.stdin.on('end', () => lock.release()).resume();
    } catch (error) {
      console.log(error.holder ? 'refused by ' + error.holder.pid : String(error));
      process.exit(0);
    }`;
  const children = Array.from({ length: count }, () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    let said = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (said += chunk));
    const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return { child, ended, said: () => `${said.trim()}` };
  });
  // Once every process has spoken, the holder may let go.
  const spoke = () => children.every((c) => c.said() !== '');
  while (!spoke()) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const { child } of children) child.stdin.end();
  await Promise.all(children.map((c) => c.ended));
  const pids = children.map((c) => c.child.pid);
  return children.map((c) => c.said().replace(/\d+$/, (pid) => `#${pids.indexOf(Number(pid))}`));
}

describe('the DATA_DIR lock', () => {
  it('is taken with this process named in it, and a second taker is refused with the holder named', () => {
    const dir = newDataDir();
    const lock = lockDataDir(dir, 'server');
    const text = readFileSync(lockFileOf(dir), 'utf8');
    expect(holderIn(dir)).toMatchObject({ pid: process.pid, command: 'server' });

    const refusal = (() => {
      try {
        lockDataDir(dir, 'seed');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toBe(
      `Cannot run nivas seed: DATA_DIR ${dir} is in use by process ${process.pid} ` +
        `(nivas server, started ${holderIn(dir).startedAt}). Stop it first: one process at a ` +
        'time may use the embedded database.',
    );
    expect(readFileSync(lockFileOf(dir), 'utf8')).toBe(text);
    expect(findDataDirHolder(dir)?.pid).toBe(process.pid);

    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    expect(findDataDirHolder(dir)).toBeNull();
    lockDataDir(dir, 'seed').release();
  });

  it('takes over a lock whose process has ended', () => {
    const dir = newDataDir();
    const dead = pidOfEndedProcess();
    writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid: dead, command: 'server', startedAt: 'then', argv: '' }),
    );
    expect(findDataDirHolder(dir)).toBeNull();
    const lock = lockDataDir(dir, 'server');
    expect(holderIn(dir).pid).toBe(process.pid);
    lock.release();
  });

  it.skipIf(!hasProc)(
    'takes over a lock whose pid now belongs to another process, or comes from another boot',
    () => {
      const dir = newDataDir();
      // The pid is alive (the test runner), but it started at another time than the lock says.
      const reused = { pid: process.ppid, command: 'server', startedAt: 'then', argv: '' };
      writeFileSync(lockFileOf(dir), JSON.stringify({ ...reused, processStart: '1' }));
      expect(findDataDirHolder(dir)).toBeNull();
      lockDataDir(dir, 'server').release();

      // This very process, as a lock written before a reboot by a process with the same pid
      // and start time would name it.
      const lock = lockDataDir(dir, 'server');
      const mine = holderIn(dir);
      lock.release();
      writeFileSync(lockFileOf(dir), JSON.stringify({ ...mine, bootId: 'another-boot' }));
      expect(findDataDirHolder(dir)).toBeNull();
      lockDataDir(dir, 'server').release();
    },
  );

  it.each([
    ['a free DATA_DIR', false],
    ['a DATA_DIR whose lock was left by a killed process', true],
  ])(
    'of five processes racing for %s, exactly one takes it',
    { timeout: 60_000 },
    async (_, stale) => {
      const dir = newDataDir();
      if (stale) {
        writeFileSync(
          lockFileOf(dir),
          JSON.stringify({
            pid: pidOfEndedProcess(),
            command: 'server',
            startedAt: 'then',
            argv: '',
          }),
        );
      }
      const said = await raceForLock(dir, 5);
      const taker = said.indexOf('took');
      expect(taker).toBeGreaterThanOrEqual(0);
      expect(said).toEqual(said.map((_, i) => (i === taker ? 'took' : `refused by #${taker}`)));
      expect(existsSync(lockFileOf(dir))).toBe(false);
    },
  );

  it('takes over an empty lock file (a process killed while creating it) after a short wait', () => {
    const dir = newDataDir();
    writeFileSync(lockFileOf(dir), '');
    const lock = lockDataDir(dir, 'restore');
    expect(holderIn(dir)).toMatchObject({ pid: process.pid, command: 'restore' });
    lock.release();
  });

  it('creates a missing DATA_DIR 0700, and on release makes every folder 0700 and file 0600', () => {
    const dir = path.join(newDataDir(), 'new', 'data');
    const lock = lockDataDir(dir, 'server');
    mkdirSync(path.join(dir, 'pgdata', 'base'), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dir, 'pgdata', 'base', '1234'), 'rows', { mode: 0o666 });
    writeFileSync(path.join(dir, 'jwt-secret'), 'secret', { mode: 0o644 });
    chmodSync(path.join(dir, 'pgdata', 'base', '1234'), 0o666);
    expect(privateModeProblems(dir)).not.toEqual([]);
    lock.release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    expect(privateModeProblems(dir)).toEqual([]);
  });
});

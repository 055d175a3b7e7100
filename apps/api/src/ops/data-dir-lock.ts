import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { createPrivateFilesOnly, PRIVATE_DIR_MODE, restrictDataDir } from './private-files';

/**
 * One process at a time owns DATA_DIR, as PostgreSQL's `postmaster.pid` makes one postmaster
 * own its data directory. The embedded database is one process's: two servers on one DATA_DIR
 * both answered writes, and whichever stopped last overwrote the other's. PGlite's own
 * `pgdata/postmaster.pid` cannot serve: it always holds the pid -42.
 *
 * The lock is `DATA_DIR/nivas.pid`, created with O_EXCL (only one process can create it),
 * holding the pid, the Nivas command, when it started, and the kernel's start time of that
 * process with the boot it belongs to. A process that finds the file checks that the pid is
 * alive and is still the same process (a pid is reused after its process ends, and after a
 * reboot or in a new container the same pid comes back); if not, the lock was left by a
 * process that was killed, and is taken over.
 */
export const LOCK_FILE = 'nivas.pid';

export interface LockHolder {
  pid: number;
  /** The Nivas command: server, seed, backup, restore, … */
  command: string;
  startedAt: string;
  /** The process's command line, for whoever reads the file by hand. */
  argv: string;
  /** Linux: the process's start time in clock ticks since boot (/proc/PID/stat, field 22). */
  processStart: string | null;
  bootId: string | null;
}

export interface DataDirLock {
  dataDir: string;
  file: string;
  /** Makes DATA_DIR's files private once more and removes the lock file. Idempotent. */
  release(): void;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    command: string,
  ) {
    super(
      `Cannot run nivas ${command}: DATA_DIR ${dataDir} is in use by process ${holder.pid} ` +
        `(nivas ${holder.command}, started ${holder.startedAt}). Stop it first: one process ` +
        'at a time may use the embedded database.',
    );
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** Field 22 of /proc/PID/stat, counted after the command name (which may hold spaces). */
function processStartOf(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

const bootId = () => readOrNull('/proc/sys/kernel/random/boot_id');

function describeThisProcess(command: string): LockHolder {
  return {
    pid: process.pid,
    command,
    startedAt: new Date().toISOString(),
    argv: process.argv.join(' '),
    processStart: processStartOf(process.pid),
    bootId: bootId(),
  };
}

function parseHolder(text: string | null): LockHolder | null {
  if (!text) return null;
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

/** Whether the process the lock names is still running, and is the same process. */
function isRunning(holder: LockHolder): boolean {
  const currentBoot = bootId();
  if (holder.bootId && currentBoot && holder.bootId !== currentBoot) return false;
  const start = processStartOf(holder.pid);
  if (start !== null && holder.processStart) return start === holder.processStart;
  // No /proc (or it hides the process): whether the pid exists is all there is to know.
  // Without /proc our own pid in the file can only be a reused one (PostgreSQL's rule too).
  if (start === null && !holder.processStart && holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists and belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * What the lock file says, waiting a little when it is empty or unreadable: a process that has
 * just created it may not have written it yet. Still unreadable after that, it was left by a
 * process killed between the two steps.
 */
function readHolder(file: string): { text: string | null; holder: LockHolder | null } {
  for (let attempt = 0; ; attempt += 1) {
    const text = readOrNull(file);
    const holder = parseHolder(text);
    if (holder || text === null || attempt === 10) return { text, holder };
    sleep(100);
  }
}

/** The running process that holds DATA_DIR, or null when it is free. Changes nothing. */
export function findDataDirHolder(dataDir: string): LockHolder | null {
  const { holder } = readHolder(path.join(path.resolve(dataDir), LOCK_FILE));
  return holder && isRunning(holder) ? holder : null;
}

/** Creates `file` holding `holder` if it does not exist yet (O_EXCL); false if it does. */
function createExclusive(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function removeIfUnchanged(file: string, text: string | null) {
  if (readOrNull(file) !== text) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Removes a stale lock that still reads `text`. Several processes may find the same stale lock
 * at once, and reading it again then removing it is not atomic: one could remove the lock
 * another has just taken in its place. So the removal happens under a second file, created
 * the same way; a process that finds it waits a moment, or removes it when its process died.
 */
function removeStaleLock(file: string, text: string | null, me: LockHolder) {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, me)) {
    const other = readHolder(guard);
    if (other.holder && isRunning(other.holder)) sleep(10);
    else removeIfUnchanged(guard, other.text);
    return;
  }
  try {
    removeIfUnchanged(file, text);
  } finally {
    unlinkSync(guard);
  }
}

/**
 * Takes DATA_DIR for this process (creating the folder, 0700, when it is missing), taking over
 * a lock whose process has ended, or throws DataDirInUseError, having changed nothing.
 */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const me = describeThisProcess(command);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (!createExclusive(file, me)) {
      const { text, holder } = readHolder(file);
      if (holder && isRunning(holder)) throw new DataDirInUseError(dir, holder, command);
      removeStaleLock(file, text, me);
      continue;
    }
    let released = false;
    return {
      dataDir: dir,
      file,
      release() {
        if (released) return;
        released = true;
        try {
          restrictDataDir(dir);
        } finally {
          if (parseHolder(readOrNull(file))?.pid === process.pid) unlinkSync(file);
        }
      },
    };
  }
  throw new Error(`Could not take the lock ${file}: other processes keep replacing it.`);
}

/** The environment's DATA_DIR and DATABASE_URL, read without creating the token secret. */
function dataDirOf(env: NodeJS.ProcessEnv) {
  return loadConfig({ JWT_SECRET: 'read-only-to-find-the-data-dir', ...env });
}

/** The line a command prints when DATA_DIR is in use, or null when it may run. Changes nothing. */
export function dataDirInUseMessage(command: string, env = process.env): string | null {
  const { dataDir, databaseUrl } = dataDirOf(env);
  if (databaseUrl) return null;
  const holder = findDataDirHolder(dataDir);
  return holder ? new DataDirInUseError(dataDir, holder, command).message : null;
}

/**
 * For the entry point of every command that opens the embedded database (the server, seed,
 * backup, restore, key rotation), before it reads or writes anything in DATA_DIR: files it
 * creates are private, DATA_DIR is locked for this process and made private (folders 0700,
 * files 0600), and both happen once more when the process exits. When another process holds
 * DATA_DIR it prints one line naming it and exits 1, having changed nothing.
 *
 * With DATABASE_URL there is no lock: several server processes share one PostgreSQL by design,
 * and PostgreSQL guards its own data. Answers null then.
 */
export function claimDataDirOrExit(command: string, env = process.env): DataDirLock | null {
  createPrivateFilesOnly();
  const { dataDir, databaseUrl } = dataDirOf(env);
  if (databaseUrl) return null;
  let lock: DataDirLock;
  try {
    lock = lockDataDir(dataDir, command);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  restrictDataDir(dataDir);
  // Every way a process ends cleanly passes here, process.exit() and a thrown error included;
  // SIGKILL does not, and leaves a lock the next command takes over.
  process.once('exit', () => lock.release());
  return lock;
}

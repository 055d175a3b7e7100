import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

export interface HoldingProcess {
  pid: number;
  command: string;
}

export type DatabaseUse =
  | { state: 'free' }
  /** A process has files of the database open: the server, or another tool. */
  | { state: 'open'; processes: HoldingProcess[] }
  /** No way to look at other processes here, and PGlite's lock file is present. */
  | { state: 'maybe-open' };

function commandOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/**
 * PGlite keeps the data directory's files open for as long as a process has it open, and
 * writes no real process id into its `postmaster.pid` (it is always -42). So on Linux the
 * answer comes from `/proc/<pid>/fd`: every process, this one included, holding a file under
 * `pgdata`. Elsewhere the lock file is the only hint, and it is also left behind by a crash.
 */
export function findDatabaseUse(pgdata: string): DatabaseUse {
  const root = path.resolve(pgdata) + path.sep;
  if (!existsSync('/proc/self/fd')) {
    return existsSync(path.join(pgdata, 'postmaster.pid'))
      ? { state: 'maybe-open' }
      : { state: 'free' };
  }
  const processes: HoldingProcess[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    const holds = fds.some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(root);
      } catch {
        return false;
      }
    });
    if (holds) processes.push({ pid: Number(pid), command: commandOf(pid) });
  }
  return processes.length > 0 ? { state: 'open', processes } : { state: 'free' };
}

/** Whether PGlite's lock file says the database was not closed cleanly (or is open). */
export const hasLockFile = (pgdata: string) => existsSync(path.join(pgdata, 'postmaster.pid'));

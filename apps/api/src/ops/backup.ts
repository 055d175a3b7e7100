import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../db/client';
import { migrationsFolder } from '../paths';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, restrictDataDir } from './private-files';
import {
  isNewerThanBuild,
  readAppliedMigrations,
  readKnownMigrations,
  SchemaTooNewError,
} from './schema-version';

/**
 * Backups of the embedded database: PGlite's own `dumpDataDir` (a gzipped tar of the whole
 * PostgreSQL data directory, so every table, index and sequence comes back exactly) and
 * `loadDataDir` to restore it. PGlite is one process's database: the caller holds DATA_DIR's
 * lock (ops/data-dir-lock.ts, taken by cli.ts), so both commands refuse while the server runs.
 */

/** A problem the person running the command can fix; the CLI prints its message alone. */
export class OpsError extends Error {
  override name = 'OpsError';
}

export const COUNTED_TABLES = [
  'admins',
  'rooms',
  'tenants',
  'tenant_photos',
  'rents',
  'payments',
] as const;

export interface DatabaseSummary {
  schemaVersion: number;
  rows: Record<(typeof COUNTED_TABLES)[number], number>;
  /** PGlite's lock file was there: the last process to open the database did not close it. */
  wasNotClosedCleanly: boolean;
}

export const pgdataOf = (dataDir: string) => path.join(path.resolve(dataDir), 'pgdata');

/** PGlite's lock file: present when the last process to open the database did not close it. */
const hasPgliteLockFile = (pgdata: string) => existsSync(path.join(pgdata, 'postmaster.pid'));

async function summarise(client: PGlite, wasNotClosedCleanly: boolean) {
  const known = readKnownMigrations(migrationsFolder);
  const applied = await readAppliedMigrations(drizzle({ client }) as unknown as Database, known);
  const rows = {} as DatabaseSummary['rows'];
  for (const table of COUNTED_TABLES) {
    const exists = await client.query<{ present: boolean }>(
      `select to_regclass('public.${table}') is not null as present`,
    );
    const count = exists.rows[0]?.present
      ? await client.query<{ count: number }>(`select count(*)::int as count from ${table}`)
      : null;
    rows[table] = count?.rows[0]?.count ?? 0;
  }
  const summary: DatabaseSummary = {
    schemaVersion: applied?.version ?? 0,
    rows,
    wasNotClosedCleanly,
  };
  const tooNew =
    applied && isNewerThanBuild(applied, known) ? new SchemaTooNewError(applied, known) : null;
  return { summary, tooNew };
}

/** Writes a backup of DATA_DIR's database to `file` (written whole, then renamed into place). */
export async function backupDatabase(options: {
  dataDir: string;
  file: string;
}): Promise<DatabaseSummary & { file: string; bytes: number }> {
  const pgdata = pgdataOf(options.dataDir);
  const file = path.resolve(options.file);
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new OpsError(`There is no embedded database in ${pgdata} to back up (check DATA_DIR).`);
  }
  const wasNotClosedCleanly = hasPgliteLockFile(pgdata);
  const client = await PGlite.create(pgdata);
  try {
    // A backup of a newer schema is still a faithful copy; only restoring one is refused.
    const { summary } = await summarise(client, wasNotClosedCleanly);
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    const partial = `${file}.partial-${process.pid}`;
    // It holds tenants' personal data: readable by the owner's user alone.
    writeFileSync(partial, bytes, { mode: PRIVATE_FILE_MODE });
    renameSync(partial, file);
    return { ...summary, file, bytes: bytes.length };
  } finally {
    await client.close();
  }
}

function assertLooksLikeBackup(bytes: Buffer, file: string) {
  const isGzip = bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
  const isTar = bytes.length > 262 && bytes.subarray(257, 262).toString('latin1') === 'ustar';
  if (!isGzip && !isTar) {
    throw new OpsError(`${file} is not a Nivas backup (npm run backup writes a gzipped tar).`);
  }
}

/**
 * Restores a backup into DATA_DIR. The backup is unpacked and checked beside the current
 * database first; only then is the current one (kept, renamed `pgdata.replaced-…`, when
 * `force` allows replacing it) swapped for it, so a bad file never costs the data in place.
 */
export async function restoreDatabase(options: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<DatabaseSummary & { replacedTo: string | null }> {
  const pgdata = pgdataOf(options.dataDir);
  const file = path.resolve(options.file);
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new OpsError(`There is no backup file at ${file}.`);
  }
  const hasDatabase = existsSync(pgdata) && existsSync(path.join(pgdata, 'PG_VERSION'));
  if (hasDatabase && !options.force) {
    throw new OpsError(
      `${pgdata} already holds a database. Restoring would replace it: pass --force to do so ` +
        '(the current one is kept beside it, renamed pgdata.replaced-<time>), or set DATA_DIR ' +
        'to a new directory.',
    );
  }
  const bytes = readFileSync(file);
  assertLooksLikeBackup(bytes, file);

  const staging = `${pgdata}.restoring-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  let summary: DatabaseSummary;
  try {
    let client: PGlite;
    try {
      client = await PGlite.create(staging, { loadDataDir: new Blob([bytes]) });
    } catch (error) {
      throw new OpsError(`${file} could not be restored: ${(error as Error).message}`);
    }
    try {
      const read = await summarise(client, false);
      if (read.tooNew) throw read.tooNew;
      summary = read.summary;
      // A backup holds the sessions of its day: one ended since (a lost phone signed out)
      // must not come back with it. Everyone signs in again after a restore.
      await client.exec(
        `do $$ begin if to_regclass('public.sessions') is not null then delete from sessions; end if; end $$`,
      );
    } finally {
      await client.close();
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  let replacedTo: string | null = null;
  if (existsSync(pgdata)) {
    replacedTo = `${pgdata}.replaced-${new Date().toISOString().replaceAll(':', '-')}`;
    renameSync(pgdata, replacedTo);
  }
  renameSync(staging, pgdata);
  // PGlite wrote the unpacked files 0666 (see private-files.ts).
  restrictDataDir(options.dataDir);
  return { ...summary, replacedTo };
}

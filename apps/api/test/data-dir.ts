import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPglite } from '../src/db/client';

/**
 * Test helpers for the operations on the embedded database's files: backup, restore, key
 * rotation, the DATA_DIR lock.
 */

/** A dump of a freshly migrated database: the run's template, or a new one on the PostgreSQL leg. */
export async function migratedDump(): Promise<Blob> {
  const template = inject('pgliteTemplate');
  if (template) return new Blob([readFileSync(template)]);
  const handle = await openPglite({});
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}

/** A new DATA_DIR whose `pgdata` holds the given dump, as the server would find it on disk. */
export async function dataDirFrom(dump: Blob): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nivas-ops-'));
  const client = await PGlite.create(path.join(dataDir, 'pgdata'), { loadDataDir: dump });
  await client.close();
  return dataDir;
}

/** Runs `work` on the database in `pgdata` through a plain PGlite client, then closes it. */
export async function withPglite<T>(pgdata: string, work: (client: PGlite) => Promise<T>) {
  const client = await PGlite.create(pgdata);
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/**
 * Every row of every table (ours and drizzle's migration log), each row as PostgreSQL's own
 * text form of the whole record, sorted: two databases with equal snapshots hold equal data.
 */
export async function snapshotTables(client: PGlite): Promise<Record<string, string[]>> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await client.query<{ row: string }>(
      `select t::text as row from ${name} t order by 1`,
    );
    snapshot[name] = rows.rows.map((r) => r.row);
  }
  return snapshot;
}

/** Records one more migration than this build knows, as a newer version of Nivas would. */
export async function addFutureMigration(
  client: PGlite | { query(sql: string): Promise<unknown> },
) {
  await client.query(
    `insert into drizzle.__drizzle_migrations (hash, created_at)
     values ('a-migration-from-the-future', (select max(created_at) + 86400000 from drizzle.__drizzle_migrations))`,
  );
}

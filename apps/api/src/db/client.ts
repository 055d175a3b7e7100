import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { assertSchemaNotNewer } from '../ops/schema-version';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL's connection string (the change feed listens there); none for the embedded one. */
  url?: string;
  /** Answers whether the database replies to a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

function handle(
  db: Database,
  kind: DatabaseKind,
  close: () => Promise<void>,
  url?: string,
): DatabaseHandle {
  return {
    db,
    kind,
    url,
    close,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The embedded PostgreSQL (PGlite), file-backed in `dataDir`, or an in-memory/preloaded one for tests. */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    // Durability needs no option here. On a directory path PGlite uses its Node file system,
    // which hands every write to the operating system at once, and PostgreSQL writes a commit's
    // WAL before the query answers: a killed process loses no answered write (crash.test.ts).
    // `relaxedDurability` only delays the sync of file systems that copy the data elsewhere
    // after each query (IndexedDB, OPFS); this one has nothing to sync. What PGlite cannot do
    // is fsync (it starts PostgreSQL with -F, and its Node file system has no fsync), so a power
    // cut or an operating-system crash may lose recent writes or damage the files: keep
    // backups, or use PostgreSQL where that matters (docs/reliability.md).
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  try {
    await assertSchemaNotNewer(db, migrationsFolder);
  } catch (error) {
    await client.close();
    throw error;
  }
  await migratePglite(db as never, { migrationsFolder });
  // PGlite runs no autovacuum, so the planner's statistics are refreshed here, at each start.
  await client.exec('analyze');
  return handle(db, 'pglite', () => client.close());
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  try {
    await assertSchemaNotNewer(db, migrationsFolder);
  } catch (error) {
    await pool.end();
    throw error;
  }
  await migratePostgres(db as never, { migrationsFolder });
  return handle(db, 'postgres', () => pool.end(), url);
}

export function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: config.dataDir });
}

/** Runs raw SQL and answers its rows; both drivers put them in `rows`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

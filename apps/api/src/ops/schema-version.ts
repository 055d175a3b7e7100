import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The schema's version is the number of migrations applied, as drizzle records them in
 * `drizzle.__drizzle_migrations` (one row per migration, stamped with the journal's `when`).
 * A build knows the migrations in its own `drizzle/meta/_journal.json`.
 */
export interface KnownMigrations {
  version: number;
  latestTag: string;
  latestWhen: number;
  whens: Set<number>;
}

export interface AppliedMigrations {
  version: number;
  latestWhen: number;
  /** Applied migrations this build's journal does not list. */
  unknown: number;
}

export class SchemaTooNewError extends Error {
  constructor(database: AppliedMigrations, build: KnownMigrations) {
    const newest = new Date(database.latestWhen).toISOString().slice(0, 10);
    super(
      `This database was written by a newer version of Nivas: its schema is at version ` +
        `${database.version} (${database.unknown} migration(s) unknown to this build, the newest ` +
        `from ${newest}), but this build knows schema versions up to ${build.version} ` +
        `(${build.latestTag}). Nothing was changed. Run the newer version of Nivas that wrote ` +
        `this database, or restore a backup made with this version (npm run restore -- FILE).`,
    );
    this.name = 'SchemaTooNewError';
    // An operator's problem, not a programmer's: the server's crash output shows the
    // message without a stack trace to wade through.
    this.stack = `${this.name}: ${this.message}`;
  }
}

export function readKnownMigrations(migrationsFolder: string): KnownMigrations {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  const last = journal.entries.at(-1);
  return {
    version: journal.entries.length,
    latestTag: last?.tag ?? '(none)',
    latestWhen: last?.when ?? 0,
    whens: new Set(journal.entries.map((e) => e.when)),
  };
}

/** What the database says it has; null when no migration was ever applied (a new database). */
export async function readAppliedMigrations(
  db: Database,
  known: KnownMigrations,
): Promise<AppliedMigrations | null> {
  const exists = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  )) as unknown as { rows: { exists: boolean }[] };
  if (!exists.rows[0]?.exists) return null;
  const result = (await db.execute(
    sql`select created_at::text as "when" from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { when: string | null }[] };
  const whens = result.rows.map((r) => Number(r.when ?? 0));
  if (whens.length === 0) return null;
  return {
    version: whens.length,
    latestWhen: Math.max(...whens),
    unknown: whens.filter((w) => !known.whens.has(w)).length,
  };
}

/** Whether a database at `applied` is newer than what this build can run. */
export function isNewerThanBuild(applied: AppliedMigrations, known: KnownMigrations): boolean {
  return (
    applied.version > known.version || applied.latestWhen > known.latestWhen || applied.unknown > 0
  );
}

/**
 * Refuses, before any migration runs, a database whose schema is newer than this build's:
 * drizzle would skip every migration and the server would then run old queries on tables it
 * does not understand. An older database is fine: the migrations bring it forward.
 */
export async function assertSchemaNotNewer(db: Database, migrationsFolder: string): Promise<void> {
  const known = readKnownMigrations(migrationsFolder);
  const applied = await readAppliedMigrations(db, known);
  if (applied && isNewerThanBuild(applied, known)) throw new SchemaTooNewError(applied, known);
}

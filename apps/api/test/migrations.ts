import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../src/paths';

/** The migrations folder as an older build had it: the journal's entries kept by `keep`. */
function migrationsWhere(keep: (entry: { idx: number; tag: string }) => boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nivas-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter(keep);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** The migrations folder as a build of schema version `version` had it. */
export const migrationsUpTo = (version: number) => migrationsWhere((entry) => entry.idx < version);

/**
 * The migrations folder as the build before the migration named `name` (its tag without the
 * number, which may change when branches are merged) had it.
 */
export function migrationsBefore(name: string): string {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  const target = journal.entries.find((entry) => entry.tag.endsWith(`_${name}`));
  if (!target) throw new Error(`No migration named ${name}`);
  return migrationsWhere((entry) => entry.idx < target.idx);
}

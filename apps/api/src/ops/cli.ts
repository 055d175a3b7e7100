import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import {
  backupDatabase,
  OpsError,
  pgdataOf,
  restoreDatabase,
  type DatabaseSummary,
} from './backup';
import { claimDataDirOrExit } from './data-dir-lock';
import { SchemaTooNewError } from './schema-version';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]`, for the embedded
 * database in DATA_DIR. With DATABASE_URL set the database is PostgreSQL, whose own tools
 * do this better (pg_dump -Fc / pg_restore, see docs/security.md).
 */
const USAGE = 'usage: npm run backup -- FILE | npm run restore -- FILE [--force]';

/** npm runs scripts from the repository root; a relative FILE means where the person typed it. */
function resolveFromCaller(file: string) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function describe(summary: DatabaseSummary) {
  const rows = Object.entries(summary.rows)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  return `schema version ${summary.schemaVersion}; rows: ${rows}`;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((a) => !a.startsWith('--'));
  const unknown = rest.filter((a) => a.startsWith('--') && a !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || unknown.length) {
    console.error(USAGE);
    return 2;
  }
  const file = resolveFromCaller(files[0]!);
  // The secrets are not used here; passing them keeps loadConfig from creating
  // DATA_DIR/jwt-secret and DATA_DIR/data-key (a new data key beside a restored database
  // would not be the one its identity data was encrypted with).
  const config = loadConfig({
    JWT_SECRET: 'not-used-by-backup-or-restore',
    DATA_KEY: '00'.repeat(32),
    ...process.env,
  });
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: the database is PostgreSQL, not the embedded one. Back it up with ' +
        'pg_dump -Fc and restore it with pg_restore (docs/security.md, "Backups").',
    );
    return 2;
  }
  if (command === 'backup' && !existsSync(config.dataDir)) {
    // Said before taking DATA_DIR, which would create the folder.
    throw new OpsError(
      `There is no embedded database in ${pgdataOf(config.dataDir)} to back up (check DATA_DIR).`,
    );
  }
  // Exits with one line when the server (or another command) has DATA_DIR.
  claimDataDirOrExit(command);

  if (command === 'backup') {
    const result = await backupDatabase({ dataDir: config.dataDir, file });
    if (result.wasNotClosedCleanly) {
      console.log('Note: the database had not been closed cleanly; it was recovered as it opened.');
    }
    console.log(`Backed up ${config.dataDir} to ${result.file} (${result.bytes} bytes).`);
    console.log(describe(result));
    console.log('The file holds tenants’ personal data (Aadhaar numbers, photos): keep it safe.');
    return 0;
  }
  const result = await restoreDatabase({ dataDir: config.dataDir, file, force });
  console.log(`Restored ${file} into ${config.dataDir}.`);
  console.log(describe(result));
  if (result.replacedTo) console.log(`The database it replaced is kept in ${result.replacedTo}.`);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof OpsError || error instanceof SchemaTooNewError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}

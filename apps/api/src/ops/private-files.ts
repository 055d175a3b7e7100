import { chmodSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds every tenant's identity data, so only the owner's user may read it: the
 * directory and every folder in it 0700, every file 0600, as PostgreSQL keeps its own data
 * directory.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Files and folders this process creates are its user's alone (the jwt-secret, backups,
 * folders made on the way). PGlite's file system is the exception: after creating a file it
 * sets the mode PostgreSQL asked for (0666) with chmod, which no umask restrains, hence
 * restrictDataDir below.
 */
export function createPrivateFilesOnly() {
  process.umask(0o077);
}

function isGone(error: unknown) {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Sets every folder under DATA_DIR (itself included) to 0700 and every file to 0600. Run when
 * a command takes DATA_DIR (which repairs installs made before this rule), once the embedded
 * database is open, and when the command ends. Symbolic links are left alone: chmod would
 * change what they point to. A file the database removes meanwhile is simply skipped.
 */
export function restrictDataDir(dataDir: string) {
  const walk = (dir: string) => {
    let entries;
    try {
      chmodSync(dir, PRIVATE_DIR_MODE);
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if (isGone(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      try {
        chmodSync(file, PRIVATE_FILE_MODE);
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    }
  };
  walk(path.resolve(dataDir));
}

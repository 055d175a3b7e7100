import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The `apps/api` folder, found by walking up from this module: the same code runs from
 * `src/` (tests, tsx) and bundled into `dist/` (`npm start`), at different depths.
 */
function findApiRoot(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle')) && existsSync(path.join(dir, 'package.json'))) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error('apps/api not found above the server code');
  }
}

export const apiRoot = findApiRoot();
export const repoRoot = path.resolve(apiRoot, '../..');
/** The SQL migrations, applied at start-up on either database. */
export const migrationsFolder = path.join(apiRoot, 'drizzle');

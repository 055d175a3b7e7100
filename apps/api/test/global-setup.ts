import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplateUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'nivas_test_template';
const outputDir = fileURLToPath(new URL('../../../.test-output', import.meta.url));

/**
 * Migrates one database per run and lets every test file start from a copy of it:
 * a PGlite data-dir dump, or a PostgreSQL template database (TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  // The tests that start the server as a process run the compiled one, as `npm start` does.
  execFileSync(process.execPath, ['scripts/build-api.mjs', '--if-stale'], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    stdio: 'inherit',
  });
  const postgresUrl = process.env.TEST_DATABASE_URL;
  // npm test names the engine each leg is for: a PostgreSQL leg without a URL would otherwise
  // pass quietly on PGlite.
  const expected = process.env.TEST_DATABASE_KIND;
  if (expected === 'postgres' && !postgresUrl) {
    throw new Error('TEST_DATABASE_KIND=postgres, but TEST_DATABASE_URL is not set');
  }
  if (expected === 'pglite' && postgresUrl) {
    throw new Error('TEST_DATABASE_KIND=pglite, but TEST_DATABASE_URL is set');
  }
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const templateUrl = new URL(postgresUrl);
    templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
    const migrated = await openPostgres(templateUrl.toString());
    await migrated.close();
    project.provide('postgresTemplateUrl', postgresUrl);
    project.provide('pgliteTemplate', '');
    return;
  }
  const migrated = await openPglite({});
  const client = (migrated.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  mkdirSync(outputDir, { recursive: true });
  const file = path.join(outputDir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await migrated.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplateUrl', '');
}

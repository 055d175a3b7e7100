import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres } from '../db/client';
import { migrationsFolder } from '../paths';
import {
  isNewerThanBuild,
  readKnownMigrations,
  SchemaTooNewError,
  type KnownMigrations,
} from './schema-version';
import { addFutureMigration, dataDirFrom, migratedDump, withPglite } from '../../test/data-dir';

const known = readKnownMigrations(migrationsFolder);
const postgresUrl = inject('postgresTemplateUrl');
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What the refusal must say: the database's version, this build's, and what to do. */
function expectClearRefusal(error: unknown) {
  expect(error).toBeInstanceOf(SchemaTooNewError);
  const { message } = error as Error;
  expect(message).toContain(`its schema is at version ${known.version + 1}`);
  expect(message).toContain(`up to ${known.version} (${known.latestTag})`);
  expect(message).toContain('Run the newer version of Nivas');
}

async function migrationCount(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  return (await query('select * from drizzle.__drizzle_migrations')).rows.length;
}

describe('the schema version guard', () => {
  it('knows the migrations in the journal', () => {
    expect(known.version).toBeGreaterThanOrEqual(4);
    expect(known.latestTag).toMatch(/^\d{4}_/);
  });

  it.each([
    ['the same migrations', { version: 4, latestWhen: 400, unknown: 0 }, false],
    [
      'fewer migrations (older: migrated forward)',
      { version: 2, latestWhen: 200, unknown: 0 },
      false,
    ],
    ['one migration more', { version: 5, latestWhen: 500, unknown: 1 }, true],
    [
      'a later migration in place of a known one',
      { version: 4, latestWhen: 500, unknown: 1 },
      true,
    ],
    ['a migration this build never had', { version: 4, latestWhen: 400, unknown: 1 }, true],
  ])('with %s the answer is newer=%s', (_, applied, newer) => {
    const build: KnownMigrations = {
      version: 4,
      latestTag: '0003_x',
      latestWhen: 400,
      whens: new Set([100, 200, 300, 400]),
    };
    expect(isNewerThanBuild(applied, build)).toBe(newer);
  });

  it.skipIf(postgresUrl)(
    'refuses to open an embedded database written by a newer schema, and changes nothing',
    async () => {
      const client = await PGlite.create({ loadDataDir: await migratedDump() });
      await addFutureMigration(client);
      const newer = await client.dumpDataDir('none');
      await client.close();

      const error = await openPglite({ loadDataDir: newer }).catch((e: unknown) => e);
      expectClearRefusal(error);

      const reopened = await PGlite.create({ loadDataDir: newer });
      expect(await migrationCount((sql) => reopened.query(sql))).toBe(known.version + 1);
      await reopened.close();
    },
  );

  it.skipIf(!postgresUrl)(
    'refuses to open a PostgreSQL database written by a newer schema, and changes nothing',
    async () => {
      const name = `nivas_test_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE nivas_test_template`);
      await admin.end();
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await addFutureMigration(client);
        const error = await openPostgres(url.toString()).catch((e: unknown) => e);
        expectClearRefusal(error);
        expect(await migrationCount((sql) => client.query(sql))).toBe(known.version + 1);
      } finally {
        await client.end();
      }
    },
  );

  it.skipIf(postgresUrl)(
    'stops the server at start-up with the message, before it listens',
    async () => {
      const dataDir = await dataDirFrom(await migratedDump());
      await withPglite(path.join(dataDir, 'pgdata'), addFutureMigration);

      const server = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiRoot,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          JWT_SECRET: 'schema-guard-test-secret-0123456789',
          NODE_ENV: 'production',
        },
      });
      expect(server.status).not.toBe(0);
      expect(server.stderr).toContain('This database was written by a newer version of Nivas');
      expect(server.stderr).toContain(`up to ${known.version} (${known.latestTag})`);
      const count = await withPglite(path.join(dataDir, 'pgdata'), (c) =>
        migrationCount((sql) => c.query(sql)),
      );
      expect(count).toBe(known.version + 1);
    },
  );
});

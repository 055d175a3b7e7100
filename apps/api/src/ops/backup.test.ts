import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { openPglite } from '../db/client';
import {
  actingAs,
  registerAdmin,
  roomBody,
  tenantBody,
  TEST_PASSWORD,
  testConfig,
} from '../../test/test-app';
import { backupDatabase, OpsError, pgdataOf, restoreDatabase } from './backup';
import { lockDataDir } from './data-dir-lock';
import { SchemaTooNewError } from './schema-version';
import {
  addFutureMigration,
  dataDirFrom,
  migratedDump,
  snapshotTables,
  withPglite,
} from '../../test/data-dir';

/**
 * Backups of the embedded database. They are about PGlite's files, so they run once, on the
 * PGlite leg of the tests; the PostgreSQL way (pg_dump) is PostgreSQL's own.
 */
const onPostgresLeg = Boolean(inject('postgresTemplateUrl'));
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 9)]);

let template: Blob;
let source: string;
let scratch: string;
let photoTenantId = '';
let ownerToken = '';
let ownerEmail = '';
const extraDirs: string[] = [];
/** A data directory holding a freshly migrated database, removed after the tests. */
async function freshDataDir() {
  const dir = await dataDirFrom(template);
  extraDirs.push(dir);
  return dir;
}

/** Every table's rows but the sessions, which a restore ends. */
async function withoutSessions(client: Parameters<typeof snapshotTables>[0]) {
  const { 'public.sessions': _sessions, ...rest } = await snapshotTables(client);
  return rest;
}

/**
 * Two PGs with rooms, tenants (one with a photo, one deleted), rents (each tenant's first rent,
 * made with them, and three more), payments.
 */
async function seed(dataDir: string) {
  const app = await buildApp({
    config: { ...testConfig, dataDir },
    database: await openPglite({ dataDir }),
    logger: false,
  });
  try {
    for (const pg of ['Lakeview', 'Hilltop']) {
      const admin = await registerAdmin(app, { pgName: `${pg} PG` });
      const as = actingAs(app, admin);
      if (pg === 'Lakeview') {
        ownerToken = admin.token;
        ownerEmail = admin.admin.email;
      }
      const room = (await as.post('/rooms', roomBody({ roomNumber: `${pg}-1` }))).json().data._id;
      const tenant = (
        await as.post('/tenants', tenantBody(room, 1, { name: `${pg} Tenant` }))
      ).json().data._id;
      const leaver = (
        await as.post(
          '/tenants',
          tenantBody(room, 2, { name: `${pg} Leaver`, phone: '9000000002' }),
        )
      ).json().data._id;
      const photo = await app.inject({
        method: 'PUT',
        url: `/api/v1/tenants/${tenant}/photo`,
        headers: { ...admin.auth, 'content-type': 'image/jpeg' },
        payload: JPEG,
      });
      expect(photo.statusCode, photo.body).toBeLessThan(300);
      if (pg === 'Lakeview') photoTenantId = tenant;
      for (const [who, month] of [
        [tenant, 1],
        [tenant, 2],
        [leaver, 1],
      ] as const) {
        const rent = await as.post('/rents', {
          tenantId: who,
          amount: 6500.5,
          month,
          year: 2030,
          dueDate: `2030-0${month}-05`,
        });
        expect(rent.statusCode, rent.body).toBe(201);
        const paid = await as.put(`/rents/${rent.json().data._id}/pay`, {
          amount: 1000.25,
          paymentMethod: 'UPI',
          paymentReference: `UPI-${pg}-${month}`,
        });
        expect(paid.statusCode, paid.body).toBe(200);
      }
      expect((await as.delete(`/tenants/${leaver}`)).statusCode).toBe(200);
    }
  } finally {
    await app.close();
  }
}

// Some tests run the commands as processes, a few seconds each on an idle machine; the limit
// leaves room for a machine busy with other work.
describe.skipIf(onPostgresLeg)(
  'backup and restore of the embedded database',
  { timeout: 120_000 },
  () => {
    beforeAll(async () => {
      template = await migratedDump();
      source = await dataDirFrom(template);
      scratch = mkdtempSync(path.join(tmpdir(), 'nivas-backups-'));
      await seed(source);
    });

    afterAll(() => {
      for (const dir of [source, scratch, ...extraDirs])
        rmSync(dir, { recursive: true, force: true });
    });

    it('restores into a new DATA_DIR every row of every table, photos and payments included', async () => {
      const file = path.join(scratch, 'round-trip.tar.gz');
      const backup = await backupDatabase({ dataDir: source, file });
      expect(backup.bytes).toBeGreaterThan(0);
      expect(backup.rows).toMatchObject({
        admins: 2,
        rooms: 2,
        tenants: 2,
        tenant_photos: 2,
        rents: 10,
        payments: 6,
      });

      const target = path.join(scratch, 'restored');
      const restored = await restoreDatabase({ dataDir: target, file });
      expect(restored.replacedTo).toBeNull();
      expect(restored.rows).toEqual(backup.rows);

      const before = await withPglite(pgdataOf(source), snapshotTables);
      const after = await withPglite(pgdataOf(target), snapshotTables);
      // Every row comes back but the sessions: a restore ends them all.
      expect(before['public.sessions']).toHaveLength(2);
      expect(after['public.sessions']).toEqual([]);
      delete before['public.sessions'];
      delete after['public.sessions'];
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining([
          'drizzle.__drizzle_migrations',
          'public.admins',
          'public.rooms',
          'public.tenants',
          'public.tenant_photos',
          'public.rents',
          'public.payments',
          'public.change_stamps',
        ]),
      );
      expect(before['public.payments']).toHaveLength(6);
      // Both photos are there, encrypted: their bytes are not.
      expect(before['public.tenant_photos']).toHaveLength(2);
      expect(before['public.tenant_photos']?.join()).not.toContain(
        JPEG.subarray(4, 36).toString('hex'),
      );
      expect(after).toEqual(before);

      // The restored database serves the same answers, the photo's bytes included.
      const app = await buildApp({
        config: { ...testConfig, dataDir: target },
        database: await openPglite({ dataDir: target }),
        logger: false,
      });
      try {
        const before = await app.inject({
          url: '/api/v1/rents',
          headers: { authorization: `Bearer ${ownerToken}` },
        });
        expect(before.statusCode, 'a token of the backup’s day is ended').toBe(401);
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/v1/admin/login',
          payload: { email: ownerEmail, password: TEST_PASSWORD },
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        const token = signIn.json().token as string;
        const photo = await app.inject({
          url: `/api/v1/tenants/${photoTenantId}/photo`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(photo.statusCode).toBe(200);
        expect(photo.rawPayload.equals(JPEG)).toBe(true);
        const rents = await app.inject({
          url: '/api/v1/rents',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(rents.json().data.map((r: { amountPaid: number }) => r.amountPaid)).toEqual([
          1000.25, 1000.25, 1000.25, 0, 0,
        ]);
      } finally {
        await app.close();
      }
    });

    it('refuses to overwrite a database unless forced, and then keeps the old one aside', async () => {
      const file = path.join(scratch, 'overwrite.tar.gz');
      await backupDatabase({ dataDir: source, file });
      const target = await freshDataDir();
      const empty = await withPglite(pgdataOf(target), snapshotTables);

      const refusal = await restoreDatabase({ dataDir: target, file }).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(OpsError);
      expect((refusal as Error).message).toMatch(/already holds a database.*--force/);
      expect(await withPglite(pgdataOf(target), snapshotTables)).toEqual(empty);

      const forced = await restoreDatabase({ dataDir: target, file, force: true });
      expect(forced.replacedTo).toMatch(/pgdata\.replaced-/);
      expect(await withPglite(pgdataOf(target), withoutSessions)).toEqual(
        await withPglite(pgdataOf(source), withoutSessions),
      );
      expect(await withPglite(forced.replacedTo!, snapshotTables)).toEqual(empty);
    });

    it('refuses a file that is not a backup, and one from a newer schema, leaving DATA_DIR as it was', async () => {
      const junk = path.join(scratch, 'junk.tar.gz');
      writeFileSync(junk, 'rooms,tenants\n1,2\n');
      const target = path.join(scratch, 'never-restored');
      await expect(restoreDatabase({ dataDir: target, file: junk })).rejects.toThrow(
        /is not a Nivas backup/,
      );

      const newer = await freshDataDir();
      await withPglite(pgdataOf(newer), addFutureMigration);
      const file = path.join(scratch, 'newer.tar.gz');
      await backupDatabase({ dataDir: newer, file });
      await expect(restoreDatabase({ dataDir: target, file })).rejects.toThrow(SchemaTooNewError);
      expect(existsSync(target) ? readdirSync(target) : []).toEqual([]);
    });

    it('npm run backup refuses with one line naming the process while DATA_DIR is taken', async () => {
      // This test process takes DATA_DIR, as a running server does.
      const lock = lockDataDir(source, 'server');
      try {
        const file = path.join(scratch, 'while-open.tar.gz');
        const cli = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'src/ops/cli.ts', 'backup', file],
          {
            cwd: apiRoot,
            encoding: 'utf8',
            timeout: 60_000,
            env: { ...process.env, DATA_DIR: source, INIT_CWD: apiRoot },
          },
        );
        expect(cli.status, cli.stdout).toBe(1);
        expect(cli.stderr.trim().split('\n')).toEqual([
          `Cannot run nivas backup: DATA_DIR ${source} is in use by process ${process.pid} ` +
            `(nivas server, started ${JSON.parse(readFileSync(lock.file, 'utf8')).startedAt}). ` +
            'Stop it first: one process at a time may use the embedded database.',
        ]);
        expect(existsSync(file)).toBe(false);
      } finally {
        lock.release();
      }
    });

    it('npm run backup and npm run restore -- --force work from the command line', async () => {
      const file = path.join(scratch, 'cli.tar.gz');
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/ops/cli.ts', ...args], {
          cwd: apiRoot,
          encoding: 'utf8',
          timeout: 60_000,
          env: { ...process.env, DATA_DIR: source, INIT_CWD: scratch },
        });
      const backup = run('backup', 'cli.tar.gz');
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`Backed up ${source} to ${file}`);
      expect(backup.stdout).toMatch(/rooms 2, tenants 2, tenant_photos 2, rents 10, payments 6/);

      const refused = run('restore', 'cli.tar.gz');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('pass --force');

      const forced = run('restore', 'cli.tar.gz', '--force');
      expect(forced.status, forced.stderr).toBe(0);
      expect(forced.stdout).toContain('The database it replaced is kept in');
    });
  },
);

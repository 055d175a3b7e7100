import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, type DatabaseHandle } from '../db/client';
import { WrongDataKeyError } from '../db/data-key-check';
import {
  actingAs,
  openTestDatabase,
  registerAdmin,
  roomBody,
  tenantBody,
  testConfig,
  type SignedInAdmin,
} from '../../test/test-app';
import { rotateDataKey, runRotation } from './rotate-data-key';
import { dataDirFrom, migratedDump } from '../../test/data-dir';

const onPostgresLeg = Boolean(inject('postgresTemplateUrl'));
const NEW_KEY = Buffer.alloc(32, 0x5a);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A handle the app may "close" without closing the database. */
const kept = (database: DatabaseHandle): DatabaseHandle => ({ ...database, close: async () => {} });

/** Two tenants (one with a photo) and one whose identity was erased by deletion. */
async function seed(app: App) {
  const admin = await registerAdmin(app);
  const as = actingAs(app, admin);
  const room = (await as.post('/rooms', roomBody({ capacity: 3 }))).json().data._id;
  const ids: string[] = [];
  for (const [bed, number] of [
    [1, '2345 6789 1001'],
    [2, '2345 6789 1002'],
  ] as const) {
    const tenant = await as.post('/tenants', tenantBody(room, bed, { idProofNumber: number }));
    expect(tenant.statusCode, tenant.body).toBe(201);
    ids.push(tenant.json().data._id);
  }
  const photo = await app.inject({
    method: 'PUT',
    url: `/api/v1/tenants/${ids[0]}/photo`,
    headers: { ...admin.auth, 'content-type': 'image/jpeg' },
    payload: JPEG,
  });
  expect(photo.statusCode).toBe(200);
  return { admin, room, ids };
}

async function expectReadable(app: App, admin: SignedInAdmin, room: string, ids: string[]) {
  const as = actingAs(app, admin);
  expect((await as.get(`/tenants/${ids[0]}`)).json().data.idProofNumber).toBe('234567891001');
  expect((await as.get(`/tenants/${ids[1]}`)).json().data.idProofNumber).toBe('234567891002');
  expect((await as.get(`/tenants/${ids[0]}/photo`)).rawPayload.equals(JPEG)).toBe(true);
  // The duplicate check works under the new key.
  const duplicate = await as.post(
    '/tenants',
    tenantBody(room, 3, { idProofNumber: '2345 6789 1002' }),
  );
  expect(duplicate.statusCode).toBe(409);
}

describe('rotating the master key', () => {
  it('keeps every tenant readable under the new key, and the old key no longer works', async () => {
    const database = await openTestDatabase();
    const before = await buildApp({ config: testConfig, database: kept(database), logger: false });
    const { admin, room, ids } = await seed(before);
    await before.close();

    expect(await rotateDataKey(database.db, testConfig.dataKey.key, NEW_KEY)).toEqual({
      tenants: 2,
    });
    const withNewKey: Config = { ...testConfig, dataKey: { ...testConfig.dataKey, key: NEW_KEY } };
    const after = await buildApp({ config: withNewKey, database: kept(database), logger: false });
    try {
      await expectReadable(after, admin, room, ids);
    } finally {
      await after.close();
    }
    await expect(
      buildApp({ config: testConfig, database: kept(database), logger: false }),
    ).rejects.toThrow(WrongDataKeyError);
    // A second rotation from the old key is refused and changes nothing.
    await expect(
      rotateDataKey(database.db, testConfig.dataKey.key, Buffer.alloc(32, 1)),
    ).rejects.toThrow(WrongDataKeyError);
    const still = await buildApp({ config: withNewKey, database, logger: false });
    await still.close();
  });

  it.skipIf(onPostgresLeg)(
    'npm run rotate-data-key replaces DATA_DIR/data-key, or prints the value to set for DATA_KEY',
    async () => {
      const dataDir = await dataDirFrom(await migratedDump());
      dirs.push(dataDir);
      const config = { ...loadConfig({ DATA_DIR: dataDir }), logLevel: 'silent' };
      const oldKey = config.dataKey.key;
      const first = await buildApp({
        config: { ...testConfig, dataDir, dataKey: config.dataKey },
        database: await openPglite({ dataDir }),
        logger: false,
      });
      const { admin, room, ids } = await seed(first);
      await first.close();

      const rotated = await runRotation(config, {});
      expect(rotated.tenants).toBe(2);
      const file = config.dataKey.file;
      expect(existsSync(`${file}.next`)).toBe(false);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const reloaded = loadConfig({ DATA_DIR: dataDir }).dataKey;
      expect(reloaded.key.equals(oldKey)).toBe(false);
      const after = await buildApp({
        config: { ...testConfig, dataDir, dataKey: reloaded },
        database: await openPglite({ dataDir }),
        logger: false,
      });
      try {
        await expectReadable(after, admin, room, ids);
      } finally {
        await after.close();
      }

      // With DATA_KEY in the environment nothing is written; the command says what to set.
      const fromEnv = { ...config, dataKey: { ...reloaded, source: 'env' as const } };
      const printed = await runRotation(fromEnv, {});
      expect(printed.lines.join('\n')).toMatch(/DATA_KEY=[A-Za-z0-9+/]{43}=/);
      expect(readFileSync(file, 'utf8').trim()).toBe(reloaded.key.toString('base64'));
      await expect(runRotation(fromEnv, { NEW_DATA_KEY: 'short' })).rejects.toThrow(
        /NEW_DATA_KEY must be 32 bytes/,
      );
    },
  );
});

import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openPglite } from '../../db/client';
import { backupDatabase } from '../../ops/backup';
import { dataDirFrom, migratedDump } from '../../../test/data-dir';
import { actingAs, registerAdmin, roomBody, tenantBody, testConfig } from '../../../test/test-app';

/**
 * What a person who copies the embedded database's files, or a backup, can read of a tenant's
 * identity: nothing. It greps every byte of every file, the WAL included. About PGlite's
 * files, so it runs on the PGlite leg; the PostgreSQL leg reads the tables in
 * identity-at-rest-and-erasure.test.ts.
 */
const onPostgresLeg = Boolean(inject('postgresTemplateUrl'));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.skipIf(onPostgresLeg)('the embedded database on disk', () => {
  it('holds no Aadhaar digits or photo bytes, in its files or in a backup; the backup has no key', async () => {
    const dataDir = await dataDirFrom(await migratedDump());
    dirs.push(dataDir);
    // The master key generated into DATA_DIR/data-key, as a first start does.
    const config = { ...testConfig, dataDir, dataKey: loadConfig({ DATA_DIR: dataDir }).dataKey };
    expect(config.dataKey.source).toBe('file');
    const photoRun = randomBytes(512);
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), photoRun, photoRun]);

    const app = await buildApp({ config, database: await openPglite({ dataDir }), logger: false });
    try {
      const admin = await registerAdmin(app);
      const as = actingAs(app, admin);
      const room = (await as.post('/rooms', roomBody())).json().data._id;
      const tenant = await as.post(
        '/tenants',
        tenantBody(room, 1, { idProofNumber: '2345 6789 5151', address: 'Saffron Mews 77' }),
      );
      expect(tenant.statusCode, tenant.body).toBe(201);
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/v1/tenants/${tenant.json().data._id}/photo`,
        headers: { ...admin.auth, 'content-type': 'image/jpeg' },
        payload: photo,
      });
      expect(saved.statusCode).toBe(200);
      // Read back through the API, so both are really stored.
      const read = await as.get(`/tenants/${tenant.json().data._id}`);
      expect(read.json().data.idProofNumber).toBe('234567895151');
    } finally {
      await app.close();
    }

    const secrets = {
      'Aadhaar digits': Buffer.from('234567895151'),
      'Aadhaar as typed': Buffer.from('2345 6789 5151'),
      address: Buffer.from('Saffron Mews'),
      'photo bytes': photoRun.subarray(100, 164),
    };
    const files = filesUnder(dataDir);
    expect(files.some((file) => file.includes('pg_wal'))).toBe(true);
    // The search does find what is stored plain (the name), so finding nothing below means something.
    expect(files.some((file) => readFileSync(file).includes(Buffer.from('Priya Sharma')))).toBe(
      true,
    );
    for (const file of files) {
      if (path.basename(file) === 'data-key') continue;
      const bytes = readFileSync(file);
      for (const [what, secret] of Object.entries(secrets)) {
        expect(bytes.includes(secret), `${what} in ${file}`).toBe(false);
      }
    }

    const backupFile = path.join(dataDir, '..', `${path.basename(dataDir)}-backup.tar.gz`);
    dirs.push(backupFile);
    await backupDatabase({ dataDir, file: backupFile });
    const tar = gunzipSync(readFileSync(backupFile));
    expect(tar.includes(Buffer.from('Priya Sharma'))).toBe(true);
    for (const [what, secret] of Object.entries(secrets)) {
      expect(tar.includes(secret), `${what} in the backup`).toBe(false);
    }
    // The backup does not carry the master key, in either form.
    const keyText = readFileSync(config.dataKey.file, 'utf8').trim();
    expect(keyText.length).toBeGreaterThan(40);
    expect(tar.includes(Buffer.from(keyText))).toBe(false);
    expect(tar.includes(config.dataKey.key)).toBe(false);
  });
});

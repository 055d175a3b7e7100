import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openPglite, queryRows } from '../../db/client';
import { migrationsFolder } from '../../paths';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  testConfig,
  type SignedInAdmin,
} from '../../../test/test-app';
import { sealPlainIdentities } from './seal-plain-identities';

/**
 * A database written before identity data was encrypted holds it in plain columns. The
 * start-up step encrypts it, empties those columns, and the API reads it as before.
 */
let app: App;
let admin: SignedInAdmin;

beforeAll(async () => {
  app = await createTestApp();
  admin = await registerAdmin(app);
});
afterAll(async () => {
  await app.close();
});

const PHOTO = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('old-photo-bytes'),
]);

describe('sealing identity data stored before encryption', () => {
  it('encrypts plain rows and photos, empties the plain columns, and keeps everything readable', async () => {
    const as = actingAs(app, admin);
    const room = (await as.post('/rooms', roomBody({ capacity: 3 }))).json().data._id as string;
    // Rows as schema version 5 wrote them: identity in plain columns, photo bytes plain.
    const inserted = await queryRows<{ id: string }>(
      app.db,
      sql`insert into tenants (admin_id, name, phone, id_proof_type, id_proof_number, room_id,
                               bed_number, joining_date, active, dob, address,
                               emergency_name, emergency_phone, emergency_relation, updated_at)
          values
            (${admin.admin._id}, 'Old One', '9000000001', 'Aadhar', '234567896001', ${room}, 1,
             '2025-01-01', true, '1990-01-02', 'Old Street 1', 'Kin One', '9000000011', 'Father', now()),
            (${admin.admin._id}, 'Old Twin', '9000000002', 'Aadhar', '234567896001', ${room}, 2,
             '2025-01-01', true, null, '', '', '', '', now()),
            (${admin.admin._id}, 'Old Leaver', '9000000003', 'PAN', 'OLDPN1234Q', null, null,
             '2024-01-01', false, null, 'Gone Road', '', '', '', '2025-03-04T05:06:07Z')
          returning id`,
    );
    const [one, twin, leaver] = inserted.map((row) => row.id) as [string, string, string];
    await app.db.execute(
      sql`insert into tenant_photos (tenant_id, content_type, data) values (${one}, 'image/jpeg', ${PHOTO})`,
    );
    await app.db.execute(sql`update tenants set has_photo = true where id = ${one}`);

    expect(await sealPlainIdentities(app.db, app.vault, { batchSize: 2 })).toEqual({
      tenants: 3,
      photos: 1,
    });
    // Run again: nothing left to do.
    expect(await sealPlainIdentities(app.db, app.vault)).toEqual({ tenants: 0, photos: 0 });

    const rows = await queryRows<{
      id: string;
      plain: boolean;
      sealed: boolean;
      hashed: boolean;
      left_at: string | null;
    }>(
      app.db,
      sql`select id, coalesce(id_proof_number, dob::text, address, emergency_name, emergency_phone,
                              emergency_relation) is not null as plain,
                 identity is not null and data_key is not null as sealed,
                 id_proof_hash is not null as hashed, left_at::text
          from tenants where admin_id = ${admin.admin._id}`,
    );
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    for (const id of [one, twin, leaver]) {
      expect(byId[id]).toMatchObject({ plain: false, sealed: true });
    }
    // Of two active tenants sharing a number, only one can hold its hash.
    expect([byId[one]!.hashed, byId[twin]!.hashed].sort()).toEqual([false, true]);
    // A tenant already inactive is counted as having left at their last change.
    expect(byId[leaver]!.left_at).toMatch(/^2025-03-04/);
    const [photo] = await queryRows<{ sealed: boolean; plain: boolean }>(
      app.db,
      sql`select sealed, position(${Buffer.from('old-photo-bytes')}::bytea in data) > 0 as plain
          from tenant_photos where tenant_id = ${one}`,
    );
    expect(photo).toEqual({ sealed: true, plain: false });

    expect((await as.get(`/tenants/${one}`)).json().data).toMatchObject({
      idProofNumber: '234567896001',
      dob: '1990-01-02',
      address: 'Old Street 1',
      emergencyContact: { name: 'Kin One', phone: '9000000011', relation: 'Father' },
      hasPhoto: true,
    });
    expect((await as.get(`/tenants/${leaver}`)).json().data).toMatchObject({
      idProofNumber: 'OLDPN1234Q',
      address: 'Gone Road',
    });
    expect((await as.get(`/tenants/${one}/photo`)).rawPayload.equals(PHOTO)).toBe(true);
  });
});

/** The migrations folder as a build of schema version `version` had it. */
function migrationsUpTo(version: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nivas-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < version);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe.skipIf(Boolean(inject('postgresTemplateUrl')))('upgrading a database with tenants', () => {
  it('migrates a schema version 5 database holding plain identity data, and serves it encrypted', async () => {
    const folder = migrationsUpTo(5);
    const old = await PGlite.create();
    try {
      await migrate(drizzle({ client: old }), { migrationsFolder: folder });
      await old.exec(`
        insert into admins (id, name, email, password_hash, pg_name, address, phone)
          values ('00000000-0000-4000-8000-000000000001', 'A', 'a@example.com', 'x', 'PG', 'Addr', '9000000000');
        insert into tenants (id, admin_id, name, phone, id_proof_type, id_proof_number, joining_date, address)
          values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001',
                  'Before Encryption', '9000000009', 'Aadhar', '234567897007', '2025-01-01', 'Plain Lane');
      `);
      const dump = await old.dumpDataDir('none');
      const upgraded = await buildApp({
        config: testConfig,
        database: await openPglite({ loadDataDir: dump }),
        logger: false,
      });
      try {
        const [row] = await queryRows<{ plain: string | null; last4: string }>(
          upgraded.db,
          sql`select id_proof_number as plain, id_proof_last4 as last4 from tenants`,
        );
        expect(row).toEqual({ plain: null, last4: '7007' });
        const adminId = '00000000-0000-4000-8000-000000000001';
        const [session] = await queryRows<{ id: string }>(
          upgraded.db,
          sql`insert into sessions (admin_id) values (${adminId}) returning id`,
        );
        const token = upgraded.issueToken({ adminId, id: session!.id });
        const read = await upgraded.inject({
          url: '/api/v1/tenants/00000000-0000-4000-8000-000000000002',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(read.json().data).toMatchObject({
          idProofNumber: '234567897007',
          address: 'Plain Lane',
        });
      } finally {
        await upgraded.close();
      }
    } finally {
      await old.close().catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

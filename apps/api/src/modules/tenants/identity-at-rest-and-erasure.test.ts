import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { queryRows, type DatabaseHandle } from '../../db/client';
import { WrongDataKeyError } from '../../db/data-key-check';
import {
  actingAs,
  openTestDatabase,
  registerAdmin,
  roomBody,
  tenantBody,
  testConfig,
} from '../../../test/test-app';
import {
  ERASURE_INTERVAL_MS,
  eraseDepartedIdentities,
  scheduleIdentityErasure,
} from './identity-erasure';
import {
  tenantInOwnRoom,
  app,
  stranger,
  owner,
  ownerAdmin,
  setUpTenantsApp,
} from './tenants-test-setup';

/**
 * A tenant's identity in the database: sealed at rest, gone with the tenant, erased after they
 * leave, and opened only with the master key the server started with.
 */
setUpTenantsApp();

const JPEG_MARK = Buffer.from('distinctive-photo-bytes:7f3a9c1e5b');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), JPEG_MARK, JPEG_MARK]);

const putPhoto = (id: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/tenants/${id}/photo`,
    headers: { ...ownerAdmin.auth, 'content-type': 'image/jpeg' },
    payload: JPEG,
  });

/** Every row of every table as PostgreSQL's text form, bytea as hex: what a dump would show. */
async function everyTableAsText(): Promise<string> {
  const tables = await queryRows<{ schema: string; name: string }>(
    app.db,
    sql`select schemaname as schema, tablename as name from pg_tables
        where schemaname in ('public', 'drizzle')`,
  );
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['tenants', 'tenant_photos']));
  const parts: string[] = [];
  for (const { schema, name } of tables) {
    const rows = await queryRows<{ row: string }>(
      app.db,
      sql`select t::text as row from ${sql.raw(`"${schema}"."${name}"`)} t`,
    );
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

describe('identity data at rest', () => {
  it('stores no ID number, date of birth, address, contact or photo bytes in plain', async () => {
    const tenant = await tenantInOwnRoom({
      idProofNumber: '2345 6789 4242',
      dob: '1991-07-23',
      address: 'Flat 9, Quietlane Towers',
      emergencyContact: { name: 'Zubin Emergencyson', phone: '9811122233', relation: 'Uncle' },
    });
    expect((await putPhoto(tenant._id)).statusCode).toBe(200);
    const text = await everyTableAsText();
    // The tenant is there (so the search can find things), and none of their identity is.
    expect(text).toContain(tenant._id);
    for (const secret of [
      '234567894242',
      '1991-07-23',
      'Quietlane',
      'Emergencyson',
      '9811122233',
      JPEG_MARK.toString('hex'),
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    // It all reads back through the API.
    const single = (await owner.get(`/tenants/${tenant._id}`)).json().data;
    expect(single).toMatchObject({
      idProofNumber: '234567894242',
      dob: '1991-07-23',
      address: 'Flat 9, Quietlane Towers',
      emergencyContact: { name: 'Zubin Emergencyson', phone: '9811122233', relation: 'Uncle' },
    });
    expect((await owner.get(`/tenants/${tenant._id}/photo`)).rawPayload.equals(JPEG)).toBe(true);
  });

  it('deleting a tenant leaves no data key, identity or photo; rents keep only name and room', async () => {
    const tenant = await tenantInOwnRoom({ name: 'Gone Person', phone: '9012345678' });
    await putPhoto(tenant._id);
    const rent = (
      await owner.post('/rents', {
        tenantId: tenant._id,
        amount: 5000,
        month: 1,
        year: 2030,
        dueDate: '2030-01-05',
      })
    ).json().data;
    const [stored] = await queryRows<{ data_key: string; identity: string }>(
      app.db,
      sql`select encode(data_key, 'hex') as data_key, encode(identity, 'hex') as identity
          from tenants where id = ${tenant._id}`,
    );
    expect(stored!.data_key.length).toBeGreaterThan(60);
    expect((await owner.delete(`/tenants/${tenant._id}`)).statusCode).toBe(200);

    const text = await everyTableAsText();
    expect(text).not.toContain(stored!.data_key.slice(0, 40));
    expect(text).not.toContain(stored!.identity.slice(0, 40));
    expect(text).not.toContain(JPEG_MARK.toString('hex'));
    expect(text).not.toContain('9012345678');
    const after = (await owner.get(`/rents/${rent._id}`)).json().data;
    expect(after).toMatchObject({
      tenantDeleted: true,
      tenantInfo: { name: 'Gone Person', phone: '' },
      roomInfo: { roomNumber: rent.roomInfo.roomNumber },
    });
  });
});

const DAY = 24 * 60 * 60 * 1000;

describe('erasure after leaving', () => {
  it("erases a departed tenant's identity after the PG's days, not before, and never an active one", async () => {
    expect((await owner.put('/settings', { eraseIdentityAfterDays: 30 })).statusCode).toBe(200);
    const staying = await tenantInOwnRoom({ name: 'Still Here' });
    await putPhoto(staying._id);
    const leaver = await tenantInOwnRoom({
      name: 'Left Earlier',
      idProofType: 'PAN',
      idProofNumber: 'LEAVE1234X',
    });
    await putPhoto(leaver._id);
    const left = await owner.put(`/tenants/${leaver._id}`, {
      ...tenantBody(leaver.roomId._id, 1, {
        name: 'Left Earlier',
        idProofType: 'PAN',
        idProofNumber: 'LEAVE1234X',
      }),
      active: false,
      leavingDate: '2026-11-30',
    });
    expect(left.statusCode).toBe(200);
    // Another PG keeps the default, 180 days.
    const theirs = await tenantInOwnRoom({ active: false }, stranger);
    const now = Date.now();

    expect(await eraseDepartedIdentities(app.db, new Date(now + 29 * DAY))).toBe(0);
    expect((await owner.get(`/tenants/${leaver._id}`)).json().data.identityErased).toBe(false);

    expect(await eraseDepartedIdentities(app.db, new Date(now + 31 * DAY))).toBeGreaterThanOrEqual(
      1,
    );
    const erased = (await owner.get(`/tenants/${leaver._id}`)).json().data;
    expect(erased).toMatchObject({
      name: 'Left Earlier',
      identityErased: true,
      idProofNumber: '',
      hasPhoto: false,
    });
    expect(erased).not.toHaveProperty('dob');
    expect(erased).not.toHaveProperty('address');
    expect(erased).not.toHaveProperty('emergencyContact');
    expect((await owner.get(`/tenants/${leaver._id}/photo`)).statusCode).toBe(404);
    const [row] = await queryRows<{ gone: boolean; photos: number }>(
      app.db,
      sql`select identity is null and data_key is null and id_proof_hash is null
                 and id_proof_last4 = '' and identity_erased_at is not null as gone,
                 (select count(*)::int from tenant_photos where tenant_id = ${leaver._id}) as photos
          from tenants where id = ${leaver._id}`,
    );
    expect(row).toEqual({ gone: true, photos: 0 });
    // The active tenant and the other PG's departed tenant keep theirs.
    expect((await owner.get(`/tenants/${staying._id}`)).json().data).toMatchObject({
      identityErased: false,
      hasPhoto: true,
    });
    expect((await stranger.get(`/tenants/${theirs._id}`)).json().data.identityErased).toBe(false);
    expect(await eraseDepartedIdentities(app.db, new Date(now + 181 * DAY))).toBeGreaterThanOrEqual(
      1,
    );
    expect((await stranger.get(`/tenants/${theirs._id}`)).json().data.identityErased).toBe(true);
    // The list says so as well; entering the number again brings the identity back.
    const listed = (await owner.get('/tenants'))
      .json()
      .data.find((t: { _id: string }) => t._id === leaver._id);
    expect(listed).toMatchObject({ identityErased: true, idProofNumber: '' });
    const again = await owner.put(`/tenants/${leaver._id}`, {
      ...tenantBody(leaver.roomId._id, 1, {
        name: 'Left Earlier',
        idProofType: 'PAN',
        idProofNumber: 'LEAVE1234X',
      }),
      active: false,
    });
    expect(again.json().data).toMatchObject({ identityErased: false, idProofNumber: 'XXXXXX234X' });
  });

  it('runs once at start and then every day, on its own clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const tenant = await tenantInOwnRoom({ active: false }, stranger);
      let clock = new Date();
      const stop = await scheduleIdentityErasure({
        db: app.db,
        now: () => clock,
        log: { info: () => {}, error: () => {} },
      });
      expect((await stranger.get(`/tenants/${tenant._id}`)).json().data.identityErased).toBe(false);
      clock = new Date(Date.now() + 200 * DAY);
      await vi.advanceTimersByTimeAsync(ERASURE_INTERVAL_MS);
      await vi.waitFor(async () =>
        expect((await stranger.get(`/tenants/${tenant._id}`)).json().data.identityErased).toBe(
          true,
        ),
      );
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * Only PostgreSQL runs two transactions at once (PGlite has one connection): there the erasure
 * can meet a row another transaction is changing, and must decide on the row as it then is.
 */
const onPostgresLeg = Boolean(inject('postgresTemplateUrl'));

/** What is left of the tenant's identity, read straight from the row. */
async function identityLeft(id: string) {
  const [row] = await queryRows<{
    active: boolean;
    identity_gone: boolean;
    key_gone: boolean;
    erased: boolean;
    photos: number;
  }>(
    app.db,
    sql`select active, identity is null as identity_gone, data_key is null as key_gone,
               identity_erased_at is not null as erased,
               (select count(*)::int from tenant_photos where tenant_id = ${id}) as photos
        from tenants where id = ${id}`,
  );
  return row;
}

describe.skipIf(!onPostgresLeg)('erasure racing other writes (PostgreSQL)', () => {
  it('leaves the identity of a tenant who came back while the erasure waited for their row', async () => {
    const tenant = await tenantInOwnRoom({ active: false }, stranger);
    // The tenant comes back in a transaction that holds their row while the erasure runs.
    const back = app.db.transaction(async (tx) => {
      await tx.execute(
        sql`update tenants set active = true, left_at = null, leaving_date = null
            where id = ${tenant._id}`,
      );
      await sleep(1500);
    });
    await sleep(300);
    const erasing = eraseDepartedIdentities(app.db, new Date(Date.now() + 200 * DAY));
    await back;
    await erasing;
    expect(await identityLeft(tenant._id)).toEqual({
      active: true,
      identity_gone: false,
      key_gone: false,
      erased: false,
      photos: 0,
    });
  });

  it('does not give back the key an erasure running beside a photo upload destroys', async () => {
    const tenant = await tenantInOwnRoom({ active: false });
    expect((await putPhoto(tenant._id)).statusCode).toBe(200);
    // The erasure's transaction holds the row it erased a while before committing.
    const erasing = app.db.transaction(async (tx) => {
      expect(await eraseDepartedIdentities(tx, new Date(Date.now() + 200 * DAY))).toBeGreaterThan(
        0,
      );
      await sleep(1500);
    });
    await sleep(300);
    const upload = await putPhoto(tenant._id);
    await erasing;
    expect(upload.statusCode, upload.body).toBe(409);
    expect(await identityLeft(tenant._id)).toEqual({
      active: false,
      identity_gone: true,
      key_gone: true,
      erased: true,
      photos: 0,
    });
  });
});

/** A handle on the same database that the app may "close" without closing it. */
const kept = (database: DatabaseHandle): DatabaseHandle => ({ ...database, close: async () => {} });

describe('the server at start', () => {
  it('erases at once what became due while it was stopped', async () => {
    const database = await openTestDatabase();
    const first = await buildApp({ config: testConfig, database: kept(database), logger: false });
    const admin = await registerAdmin(first);
    const as = actingAs(first, admin);
    const room = (await as.post('/rooms', roomBody())).json().data._id;
    const tenant = (await as.post('/tenants', tenantBody(room, 1, { active: false }))).json().data;
    await first.close();
    const later = await buildApp({
      config: testConfig,
      database,
      logger: false,
      now: () => new Date(Date.now() + 181 * DAY),
    });
    try {
      const read = await actingAs(later, admin).get(`/tenants/${tenant._id}`);
      expect(read.json().data.identityErased).toBe(true);
    } finally {
      await later.close();
    }
  });

  it('refuses to start with another master key, and changes nothing', async () => {
    const database = await openTestDatabase();
    const first = await buildApp({ config: testConfig, database: kept(database), logger: false });
    await first.close();
    await expect(
      buildApp({
        config: { ...testConfig, dataKey: { ...testConfig.dataKey, key: Buffer.alloc(32, 9) } },
        database: kept(database),
        logger: false,
      }),
    ).rejects.toThrow(WrongDataKeyError);
    const again = await buildApp({ config: testConfig, database, logger: false });
    await again.close();
  });
});

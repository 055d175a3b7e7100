import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { queryRows } from '../../db/client';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
  type SignedInAdmin,
} from '../../../test/test-app';
import { eraseDepartedIdentities } from './identity-erasure';

/**
 * The masked copies of a tenant's ID card (issue 18): a front and a back, each a JPEG or PNG
 * the browser has already blacked the number out of, stored encrypted under the tenant's data
 * key, read back whole by their owner only, and erased with the identity.
 */
let app: App;
let ownerAdmin: SignedInAdmin;
let owner: ReturnType<typeof actingAs>;
let strangerAdmin: SignedInAdmin;

beforeAll(async () => {
  app = await createTestApp();
  ownerAdmin = await registerAdmin(app);
  owner = actingAs(app, ownerAdmin);
  strangerAdmin = await registerAdmin(app);
});
afterAll(async () => {
  await app.close();
});

const FRONT_MARK = Buffer.from('front-of-the-card:5e1d0c93');
const BACK_MARK = Buffer.from('back-of-the-card:8a7b6c5d');
const FRONT = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), FRONT_MARK, FRONT_MARK]);
const BACK = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  BACK_MARK,
  BACK_MARK,
]);

let floor = 0;
async function addTenant(overrides: Record<string, unknown> = {}) {
  floor += 1;
  const room = (
    await owner.post('/rooms', roomBody({ floorNumber: floor, roomNumber: `K${floor}` }))
  ).json().data._id as string;
  const answer = await owner.post('/tenants', tenantBody(room, 1, overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return { room, tenant: answer.json().data };
}

const putCard = (
  id: string,
  side: string,
  body: Buffer,
  contentType = 'image/jpeg',
  admin = ownerAdmin,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/tenants/${id}/id-card/${side}`,
    headers: { ...admin.auth, 'content-type': contentType },
    payload: body,
  });

const getCard = (id: string, side: string, admin = ownerAdmin) =>
  app.inject({ url: `/api/v1/tenants/${id}/id-card/${side}`, headers: admin.auth });

describe('PUT and GET /api/v1/tenants/:id/id-card/:side', () => {
  it('stores each side and answers it back whole, with its type, to its owner only', async () => {
    const { tenant } = await addTenant();
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.idCardSides).toEqual([]);

    expect((await putCard(tenant._id, 'back', BACK, 'image/png')).statusCode).toBe(200);
    expect((await putCard(tenant._id, 'front', FRONT)).statusCode).toBe(200);

    const front = await getCard(tenant._id, 'front');
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/jpeg');
    expect(front.headers['cache-control']).toContain('no-store');
    expect(front.rawPayload.equals(FRONT)).toBe(true);
    const back = await getCard(tenant._id, 'back');
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(BACK)).toBe(true);

    const single = (await owner.get(`/tenants/${tenant._id}`)).json().data;
    expect(single.idCardSides).toEqual(['front', 'back']);
    const account = (await owner.get(`/tenants/${tenant._id}/account`)).json().data;
    expect(account.tenant.idCardSides).toEqual(['front', 'back']);
    // Lists read no card rows.
    const listed = (await owner.get('/tenants'))
      .json()
      .data.find((t: { _id: string }) => t._id === tenant._id);
    expect(listed).not.toHaveProperty('idCardSides');
    expect(
      (await app.inject({ url: `/api/v1/tenants/${tenant._id}/id-card/front` })).statusCode,
    ).toBe(401);
  });

  it('replaces a side, and moves the tenant’s change stamp', async () => {
    const { tenant } = await addTenant();
    const stamp = async () => (await owner.get('/tenants/last-updated')).json().lastUpdated;
    const before = await stamp();
    await putCard(tenant._id, 'front', BACK, 'image/png');
    expect(await stamp()).not.toBe(before);
    await putCard(tenant._id, 'front', FRONT);
    const front = await getCard(tenant._id, 'front');
    expect(front.rawPayload.equals(FRONT)).toBe(true);
    expect((await getCard(tenant._id, 'back')).statusCode).toBe(404);
  });

  it('stores the images encrypted: their bytes are nowhere in the database', async () => {
    const { tenant } = await addTenant();
    await putCard(tenant._id, 'front', FRONT);
    await putCard(tenant._id, 'back', BACK, 'image/png');
    const rows = await queryRows<{ row: string }>(
      app.db,
      sql`select t::text as row from tenant_id_cards t where tenant_id = ${tenant._id}`,
    );
    expect(rows).toHaveLength(2);
    const text = rows.map((r) => r.row).join('\n');
    for (const mark of [FRONT_MARK, BACK_MARK]) expect(text).not.toContain(mark.toString('hex'));
  });

  it('binds each ciphertext to its side: a front moved to the back cannot be read', async () => {
    const { tenant } = await addTenant();
    await putCard(tenant._id, 'front', FRONT);
    await app.db.execute(
      sql`update tenant_id_cards set side = 'back' where tenant_id = ${tenant._id}`,
    );
    const moved = await getCard(tenant._id, 'back');
    expect(moved.statusCode).toBe(500);
    expect(moved.body).not.toContain(FRONT_MARK.toString());
  });

  it('answers 404 to another admin, for reading and writing, and changes nothing', async () => {
    const { tenant } = await addTenant();
    await putCard(tenant._id, 'front', FRONT);
    expect((await getCard(tenant._id, 'front', strangerAdmin)).statusCode).toBe(404);
    expect((await putCard(tenant._id, 'front', BACK, 'image/png', strangerAdmin)).statusCode).toBe(
      404,
    );
    expect((await putCard(tenant._id, 'back', BACK, 'image/png', strangerAdmin)).statusCode).toBe(
      404,
    );
    expect((await getCard(tenant._id, 'front')).rawPayload.equals(FRONT)).toBe(true);
    expect((await getCard(tenant._id, 'back')).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG or PNG (400), more than 2 MB (413) and an unknown side (400)', async () => {
    const { tenant } = await addTenant();
    const gif = await putCard(tenant._id, 'front', Buffer.from('GIF89a-not-allowed'), 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({
      code: 'INVALID_PHOTO',
      error: 'Card image must be a JPEG or PNG image',
    });
    const json = await putCard(tenant._id, 'front', Buffer.from('{"a":1}'), 'application/json');
    expect(json.statusCode).toBe(400);
    const big = await putCard(
      tenant._id,
      'front',
      Buffer.concat([FRONT, Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('Card image must be at most 2 MB');
    const huge = await putCard(tenant._id, 'back', Buffer.alloc(3 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    const middle = await putCard(tenant._id, 'middle', FRONT);
    expect(middle.statusCode).toBe(400);
    expect(middle.json().error).toContain('Side must be front or back');
    expect((await getCard(tenant._id, 'middle')).statusCode).toBe(400);
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.idCardSides).toEqual([]);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await putCard(nobody, 'front', FRONT)).statusCode).toBe(404);
    expect((await getCard(nobody, 'front')).statusCode).toBe(404);
  });
});

describe('erasure', () => {
  it('removes both sides when a departed tenant’s identity is erased', async () => {
    const { room, tenant } = await addTenant();
    await putCard(tenant._id, 'front', FRONT);
    await putCard(tenant._id, 'back', BACK, 'image/png');
    const left = await owner.put(`/tenants/${tenant._id}`, {
      ...tenantBody(room, 1, { idProofNumber: tenant.idProofNumber }),
      active: false,
      leavingDate: '2026-11-30',
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await eraseDepartedIdentities(app.db, new Date(Date.now() + 400 * 86_400_000))).toBe(1);

    for (const side of ['front', 'back'])
      expect((await getCard(tenant._id, side)).statusCode).toBe(404);
    const [row] = await queryRows<{ cards: number }>(
      app.db,
      sql`select count(*)::int as cards from tenant_id_cards where tenant_id = ${tenant._id}`,
    );
    expect(row!.cards).toBe(0);
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data).toMatchObject({
      identityErased: true,
      idCardSides: [],
    });
  });

  it('refuses a side for a departed tenant whose identity was erased (409), and keeps nothing', async () => {
    const { tenant } = await addTenant({ active: false });
    expect(
      await eraseDepartedIdentities(app.db, new Date(Date.now() + 400 * 86_400_000)),
    ).toBeGreaterThanOrEqual(1);
    const refused = await putCard(tenant._id, 'front', FRONT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IDENTITY_ERASED',
      error:
        'This tenant left and their identity data was erased: a photo or ID card can be added again only if they come back',
    });
    const [row] = await queryRows<{ key: boolean; erased: boolean; cards: number }>(
      app.db,
      sql`select data_key is not null as key, identity_erased_at is not null as erased,
                 (select count(*)::int from tenant_id_cards where tenant_id = ${tenant._id}) as cards
          from tenants where id = ${tenant._id}`,
    );
    expect(row).toEqual({ key: false, erased: true, cards: 0 });
    expect((await getCard(tenant._id, 'front')).statusCode).toBe(404);
  });

  it('takes a side for a tenant who came back and clears the erasure, so it applies again', async () => {
    const { tenant } = await addTenant({ active: false });
    await eraseDepartedIdentities(app.db, new Date(Date.now() + 400 * 86_400_000));
    await app.db.execute(
      sql`update tenants set active = true, left_at = null, leaving_date = null
          where id = ${tenant._id}`,
    );
    expect((await putCard(tenant._id, 'front', FRONT)).statusCode).toBe(200);
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data).toMatchObject({
      identityErased: false,
      idCardSides: ['front'],
    });
    await app.db.execute(
      sql`update tenants set active = false, left_at = now() where id = ${tenant._id}`,
    );
    await eraseDepartedIdentities(app.db, new Date(Date.now() + 400 * 86_400_000));
    expect((await getCard(tenant._id, 'front')).statusCode).toBe(404);
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.identityErased).toBe(true);
  });

  it('removes both sides with the tenant when the tenant is deleted', async () => {
    const { tenant } = await addTenant();
    await putCard(tenant._id, 'front', FRONT);
    await putCard(tenant._id, 'back', BACK, 'image/png');
    expect((await owner.delete(`/tenants/${tenant._id}`)).statusCode).toBe(200);
    const [row] = await queryRows<{ cards: number }>(
      app.db,
      sql`select count(*)::int as cards from tenant_id_cards where tenant_id = ${tenant._id}`,
    );
    expect(row!.cards).toBe(0);
  });
});

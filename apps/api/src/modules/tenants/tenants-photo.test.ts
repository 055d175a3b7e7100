import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { eraseDepartedIdentities } from './identity-erasure';
import {
  addTenant,
  app,
  createRoom,
  owner,
  ownerAdmin,
  PNG,
  setUpTenantsApp,
} from './tenants-test-setup';

/** A tenant's photo: stored, replaced, answered to its owner only, and what is refused. */
setUpTenantsApp();

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

const putPhoto = (id: string, body: Buffer, contentType: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/tenants/${id}/photo`,
    headers: { ...ownerAdmin.auth, 'content-type': contentType },
    payload: body,
  });

describe('PUT and GET /api/v1/tenants/:id/photo', () => {
  it('stores a JPEG and answers it to its owner only', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1);
    expect((await putPhoto(tenant._id, JPEG, 'image/jpeg')).statusCode).toBe(200);
    const photo = await owner.get(`/tenants/${tenant._id}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(JPEG)).toBe(true);
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.hasPhoto).toBe(true);
    expect((await app.inject({ url: `/api/v1/tenants/${tenant._id}/photo` })).statusCode).toBe(401);
  });

  it('replaces a photo with a PNG', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1);
    await putPhoto(tenant._id, JPEG, 'image/jpeg');
    await putPhoto(tenant._id, PNG, 'image/png');
    expect((await owner.get(`/tenants/${tenant._id}/photo`)).headers['content-type']).toBe(
      'image/png',
    );
  });

  it('refuses what is not a JPEG or PNG (400) and more than 2 MB (413)', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1);
    const gif = await putPhoto(tenant._id, Buffer.from('GIF89a-not-allowed'), 'image/gif');
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error).toBe('Photo must be a JPEG or PNG image');
    const big = await putPhoto(
      tenant._id,
      Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]),
      'image/jpeg',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('Photo must be at most 2 MB');
    const huge = await putPhoto(tenant._id, Buffer.alloc(3 * 1024 * 1024), 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect((await owner.get(`/tenants/${tenant._id}/photo`)).statusCode).toBe(404);
  });
});

const DAY = 86_400_000;

/** What the tenant's row holds of their identity, and their photo rows. */
async function storedIdentity(id: string) {
  const [row] = await queryRows<{ key: boolean; erased: boolean; photos: number }>(
    app.db,
    sql`select data_key is not null as key, identity_erased_at is not null as erased,
               (select count(*)::int from tenant_photos where tenant_id = ${id}) as photos
        from tenants where id = ${id}`,
  );
  return row;
}

describe('a photo after the identity was erased', () => {
  it("refuses a departed tenant's photo once their identity is erased (409), and keeps nothing", async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, { active: false });
    expect(await eraseDepartedIdentities(app.db, new Date(Date.now() + 400 * DAY))).toBe(1);

    const refused = await putPhoto(tenant._id, JPEG, 'image/jpeg');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IDENTITY_ERASED',
      error:
        'This tenant left and their identity data was erased: a photo or ID card can be added again only if they come back',
    });
    expect(await storedIdentity(tenant._id)).toEqual({ key: false, erased: true, photos: 0 });
    expect((await owner.get(`/tenants/${tenant._id}/photo`)).statusCode).toBe(404);
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data).toMatchObject({
      identityErased: true,
      hasPhoto: false,
    });
  });

  it('takes the photo of a tenant who came back and clears the erasure, so it applies when they leave again', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, { active: false });
    expect(await eraseDepartedIdentities(app.db, new Date(Date.now() + 400 * DAY))).toBe(1);
    // Back, with the erasure's mark still on the row.
    await app.db.execute(
      sql`update tenants set active = true, left_at = null, leaving_date = null
          where id = ${tenant._id}`,
    );
    expect((await putPhoto(tenant._id, JPEG, 'image/jpeg')).statusCode).toBe(200);
    expect(await storedIdentity(tenant._id)).toEqual({ key: true, erased: false, photos: 1 });
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data).toMatchObject({
      identityErased: false,
      hasPhoto: true,
    });

    await app.db.execute(
      sql`update tenants set active = false, left_at = now() where id = ${tenant._id}`,
    );
    expect(await eraseDepartedIdentities(app.db, new Date(Date.now() + 400 * DAY))).toBe(1);
    expect(await storedIdentity(tenant._id)).toEqual({ key: false, erased: true, photos: 0 });
  });
});

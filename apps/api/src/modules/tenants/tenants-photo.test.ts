import { describe, expect, it } from 'vitest';
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

describe('PUT and GET /api/v1/tenants/:id/photo', () => {
  const putPhoto = (id: string, body: Buffer, contentType: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/tenants/${id}/photo`,
      headers: { ...ownerAdmin.auth, 'content-type': contentType },
      payload: body,
    });

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

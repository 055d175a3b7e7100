import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { brokenInvariants } from '../../../test/database-checks';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
  uniqueAadhaar,
} from '../../../test/test-app';

let app: App;
let as: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  as = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

let floor = 0;
async function createRoom(capacity = 4) {
  floor += 1;
  const response = await as.post(
    '/rooms',
    roomBody({ floorNumber: floor, roomNumber: `D${floor}`, capacity }),
  );
  return response.json().data as { _id: string; roomNumber: string };
}
let phones = 0;
const newPhone = () => `96${String((phones += 1)).padStart(8, '0')}`;
const tenantCount = async () => (await as.get('/tenants')).json().data.length;

describe('POST /api/v1/tenants: duplicates of an active tenant', () => {
  it('refuses the phone of an active tenant with 409, naming them, unless the duplicate is intended', async () => {
    const room = await createRoom();
    const phone = newPhone();
    const ravi = (
      await as.post('/tenants', tenantBody(room._id, 1, { name: 'Ravi Kumar', phone }))
    ).json().data;
    const before = await tenantCount();

    const refused = await as.post(
      '/tenants',
      tenantBody(room._id, 2, { name: 'Sita Kumar', phone }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error: `Ravi Kumar (Room ${room.roomNumber}) already has this phone number`,
      code: 'DUPLICATE_TENANT',
      duplicate: { _id: ravi._id, name: 'Ravi Kumar', match: 'phone' },
    });
    expect(await tenantCount()).toBe(before);

    const intended = await as.post(
      '/tenants',
      tenantBody(room._id, 2, { name: 'Sita Kumar', phone, allowDuplicate: true }),
    );
    expect(intended.statusCode, intended.body).toBe(201);
    expect(intended.json().data).toMatchObject({ name: 'Sita Kumar', phone });
    expect(intended.json().data).not.toHaveProperty('allowDuplicate');
  });

  it('refuses the ID number of an active tenant even when a duplicate is intended, naming them', async () => {
    const room = await createRoom();
    const idProofNumber = uniqueAadhaar();
    const first = (
      await as.post('/tenants', tenantBody(room._id, 1, { name: 'Anil Rao', idProofNumber }))
    ).json().data;
    for (const allowDuplicate of [false, true]) {
      const refused = await as.post(
        '/tenants',
        tenantBody(room._id, 2, { name: 'Anil R', idProofNumber, allowDuplicate }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        error: `Anil Rao (Room ${room.roomNumber}) already has this ID number`,
        code: 'DUPLICATE_ID_PROOF',
        duplicate: { _id: first._id, name: 'Anil Rao', match: 'idProof' },
      });
    }
  });

  it('takes the phone and ID number of a tenant who left: only active tenants count', async () => {
    const room = await createRoom();
    const phone = newPhone();
    const idProofNumber = uniqueAadhaar();
    const left = (
      await as.post('/tenants', tenantBody(room._id, 1, { phone, idProofNumber }))
    ).json().data;
    const leaving = await as.put(
      `/tenants/${left._id}`,
      tenantBody(room._id, 1, { phone, idProofNumber, active: false, leavingDate: '2026-11-30' }),
    );
    expect(leaving.statusCode, leaving.body).toBe(200);
    const again = await as.post('/tenants', tenantBody(room._id, 1, { phone, idProofNumber }));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('lets only one of several concurrent new tenants with one phone in', async () => {
    const room = await createRoom(6);
    const phone = newPhone();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((bed) =>
        as.post('/tenants', tenantBody(room._id, bed, { name: `Racer ${bed}`, phone })),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 201)!.json().data;
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json().duplicate).toEqual({ _id: winner._id, name: winner.name, match: 'phone' });
    }
  });
});

describe('PUT /api/v1/tenants/{id}: duplicates', () => {
  it('refuses a changed phone that an active tenant has, and keeps an intended shared one', async () => {
    const room = await createRoom();
    const shared = newPhone();
    const mother = (
      await as.post('/tenants', tenantBody(room._id, 1, { name: 'Mother', phone: shared }))
    ).json().data;
    const child = (
      await as.post(
        '/tenants',
        tenantBody(room._id, 2, { name: 'Child', phone: shared, allowDuplicate: true }),
      )
    ).json().data;
    const other = (await as.post('/tenants', tenantBody(room._id, 3, { name: 'Other' }))).json()
      .data;

    // An edit that leaves the shared phone as it is passes without saying so again.
    const renamed = await as.put(
      `/tenants/${child._id}`,
      tenantBody(room._id, 2, { name: 'Child Renamed', phone: shared }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);

    const changed = await as.put(
      `/tenants/${other._id}`,
      tenantBody(room._id, 3, { name: 'Other', phone: shared }),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'DUPLICATE_TENANT',
      duplicate: { _id: child._id, name: 'Child Renamed', match: 'phone' },
    });
    expect(changed.json().error).toMatch(/already has this phone number/);
    expect(mother._id).not.toBe(child._id);

    const intended = await as.put(
      `/tenants/${other._id}`,
      tenantBody(room._id, 3, { name: 'Other', phone: shared, allowDuplicate: true }),
    );
    expect(intended.statusCode, intended.body).toBe(200);
  });

  it('checks a tenant coming back: their phone may have been given to someone since', async () => {
    const room = await createRoom();
    const phone = newPhone();
    const first = (
      await as.post('/tenants', tenantBody(room._id, 1, { name: 'First', phone }))
    ).json().data;
    await as.put(
      `/tenants/${first._id}`,
      tenantBody(room._id, 1, { name: 'First', phone, active: false, leavingDate: '2026-11-30' }),
    );
    await as.post('/tenants', tenantBody(room._id, 2, { name: 'Second', phone }));
    const back = await as.put(
      `/tenants/${first._id}`,
      tenantBody(room._id, 1, { name: 'First', phone }),
    );
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'DUPLICATE_TENANT', duplicate: { name: 'Second' } });
  });
});

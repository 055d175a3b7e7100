import { addDays, businessToday, latestJoiningDate, type Room } from '@nivas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
  type SignedInAdmin,
} from '../../../test/test-app';

let app: App;
let ownerAdmin: SignedInAdmin;
let owner: ReturnType<typeof actingAs>;
let stranger: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  ownerAdmin = await registerAdmin(app);
  owner = actingAs(app, ownerAdmin);
  stranger = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});

let floor = 0;
async function createRoom(overrides: Record<string, unknown> = {}) {
  floor += 1;
  const response = await owner.post(
    '/rooms',
    roomBody({ floorNumber: floor, roomNumber: `R${floor}`, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Room;
}

async function addTenant(roomId: string, bed: number, overrides: Record<string, unknown> = {}) {
  const response = await owner.post('/tenants', tenantBody(roomId, bed, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const occupiedBeds = async (roomId: string) =>
  (await owner.get(`/rooms/${roomId}`)).json().data.occupiedBeds;

describe('POST /api/v1/tenants', () => {
  it('creates a tenant with every field, the room embedded and the Aadhaar number masked', async () => {
    const room = await createRoom();
    const response = await owner.post(
      '/tenants',
      tenantBody(room._id, 2, { idProofNumber: '2345 6789 0123', phone: '9812345670' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      _id: expect.any(String),
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '9812345670',
      emergencyContact: { name: 'Meena Sharma', phone: '9812345671', relation: 'Mother' },
      idProofType: 'Aadhar',
      idProofNumber: 'XXXX XXXX 0123',
      occupation: 'Engineer',
      roomId: {
        _id: room._id,
        roomNumber: room.roomNumber,
        floorNumber: room.floorNumber,
        rentAmount: room.rentAmount,
        capacity: room.capacity,
      },
      bedNumber: 2,
      joiningDate: '2026-11-01',
      language: 'en',
      leavingDate: null,
      active: true,
      rentAmount: null,
      monthlyRent: room.rentAmount,
      depositAmount: 0,
      dob: '1998-04-12',
      gender: 'Female',
      address: '5 Park Street, Kolkata',
      guardian: null,
      identityErased: false,
      hasPhoto: false,
      idCardSides: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await occupiedBeds(room._id)).toBe(1);
  });

  it('keeps optional fields optional: dob null, gender null, email empty', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, {
      dob: '',
      gender: '',
      email: '',
      occupation: undefined,
      emergencyContact: undefined,
    });
    expect(tenant).toMatchObject({
      dob: null,
      gender: null,
      email: '',
      occupation: '',
      emergencyContact: { name: '', phone: '', relation: '' },
    });
  });

  it('reads a full ISO joining date as the date in India', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, { joiningDate: '2026-10-31T20:00:00.000Z' });
    expect(tenant.joiningDate).toBe('2026-11-01');
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ phone: undefined }, 'Phone is required'],
    [{ phone: '98123' }, 'Phone must be exactly 10 digits'],
    [{ idProofNumber: '' }, 'ID proof number is required'],
    [{ idProofNumber: '1234 5678' }, 'Aadhaar number must be 12 digits'],
    [
      { idProofType: 'Ration Card' },
      'ID proof type must be one of Aadhar, PAN, Driving License, Passport, Voter ID, Other',
    ],
    [{ roomId: undefined }, 'Room is required'],
    [{ bedNumber: undefined }, 'Bed number is required'],
    [{ joiningDate: '' }, 'Joining date is required'],
    [{ joiningDate: 'someday' }, 'Joining date must be a date'],
    [{ email: 'nope' }, 'Email must be a valid email address'],
    [{ gender: 'X' }, 'Gender must be Male, Female or Other'],
    [{ dob: '2099-01-01' }, 'Date of birth cannot be in the future', 'DOB_IN_FUTURE'],
    [{ dob: '+010000-01-01' }, 'Date of birth must be a date'],
    [{ dob: '0000-01-01' }, 'Date of birth must be between 1900 and 2100'],
    [{ joiningDate: '2101-01-01' }, 'Joining date must be between 1900 and 2100'],
    [{ name: 'Ravi\u0000' }, 'Name must not contain control characters'],
    [{ bedNumber: 3 }, 'Bed number must be between 1 and 2', 'BED_OUT_OF_RANGE'],
    [{ bedNumber: 0 }, 'Bed number must be at least 1'],
  ])('refuses %o with 400 "%s" and stores nothing', async (change, message, code?: string) => {
    const room = await createRoom();
    const response = await owner.post('/tenants', tenantBody(room._id, 1, change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: message,
      code: code ?? 'INVALID_INPUT',
    });
    expect(await occupiedBeds(room._id)).toBe(0);
  });

  it('takes a joining date up to a year ahead and refuses a day more, on adding and editing', async () => {
    const today = businessToday('Asia/Kolkata');
    const lastDay = latestJoiningDate(today);
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, { joiningDate: lastDay });
    expect(tenant.joiningDate).toBe(lastDay);

    const tooFar = await owner.post(
      '/tenants',
      tenantBody(room._id, 2, { joiningDate: addDays(lastDay, 1) }),
    );
    expect(tooFar.statusCode, tooFar.body).toBe(400);
    expect(tooFar.json()).toEqual({
      success: false,
      error: 'Joining date cannot be more than a year ahead',
      code: 'JOINING_DATE_TOO_FAR',
    });
    expect(await occupiedBeds(room._id)).toBe(1);

    const edited = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { phone: tenant.phone, joiningDate: addDays(lastDay, 1) }),
    );
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json().code).toBe('JOINING_DATE_TOO_FAR');
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.joiningDate).toBe(lastDay);
  });

  it('accepts another ID proof as written, masked in the answer and whole in the edit read', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, {
      idProofType: 'PAN',
      idProofNumber: 'ABCDE1234F',
    });
    expect(tenant).toMatchObject({ idProofType: 'PAN', idProofNumber: 'XXXXXX234F' });
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.idProofNumber).toBe(
      'ABCDE1234F',
    );
  });

  it('refuses a full room with the capacity message (409)', async () => {
    const room = await createRoom({ capacity: 1 });
    await addTenant(room._id, 1);
    const response = await owner.post('/tenants', tenantBody(room._id, 1, { phone: '9000000009' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      `Room ${room.roomNumber} on Floor ${room.floorNumber} is at full capacity`,
    );
  });

  it('refuses a bed held by another active tenant (409)', async () => {
    const room = await createRoom({ capacity: 3 });
    await addTenant(room._id, 2);
    const response = await owner.post('/tenants', tenantBody(room._id, 2, { phone: '9000000008' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(`Bed 2 in Room ${room.roomNumber} is already occupied`);
  });

  it("answers 404 for another admin's room", async () => {
    const room = await createRoom();
    const response = await stranger.post('/tenants', tenantBody(room._id, 1));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Room not found');
  });

  it('gives exactly one success to 20 concurrent requests for one free bed', async () => {
    const room = await createRoom({ capacity: 2 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        owner.post(
          '/tenants',
          tenantBody(room._id, 1, { phone: `90000001${String(i).padStart(2, '0')}` }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const inRoom = (await owner.get('/tenants'))
      .json()
      .data.filter((t: { roomId: { _id: string } | null }) => t.roomId?._id === room._id);
    expect(inRoom).toHaveLength(1);
    expect(await occupiedBeds(room._id)).toBe(1);
  });
});

describe('GET /api/v1/tenants', () => {
  it("lists the admin's tenants with the room embedded and Aadhaar masked; GET by id reveals it", async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, {
      name: 'Listed Person',
      idProofNumber: '2345 6789 9123',
    });
    const listed = (await owner.get('/tenants'))
      .json()
      .data.find((t: { _id: string }) => t._id === tenant._id);
    expect(listed).toMatchObject({ idProofNumber: 'XXXX XXXX 9123', roomId: { _id: room._id } });
    // Lists decrypt nothing: no date of birth, address or emergency contact.
    expect(Object.keys(listed)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(dob|address|emergencyContact)$/)]),
    );
    const single = (await owner.get(`/tenants/${tenant._id}`)).json().data;
    expect(single).toMatchObject({
      idProofNumber: '234567899123',
      dob: '1998-04-12',
      address: '5 Park Street, Kolkata',
      emergencyContact: { name: 'Meena Sharma', phone: '9812345671', relation: 'Mother' },
    });
    expect((await stranger.get('/tenants')).json().data).toEqual([]);
  });
});

describe('PUT /api/v1/tenants/:id', () => {
  it("keeps the tenant's language when an edit leaves it out, changes it when given, and refuses another", async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1, { language: 'hi' });
    expect(tenant.language).toBe('hi');
    // The body has no language: the edit keeps the stored one.
    const kept = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { name: 'Kept' }),
    );
    expect(kept.json().data).toMatchObject({ name: 'Kept', language: 'hi' });
    const changed = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { language: 'en' }),
    );
    expect(changed.json().data.language).toBe('en');
    const refused = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { language: 'ta' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/Language must be one of en, hi/);
  });

  it('moves a tenant to another bed of a full room: capacity is only checked when the room changes', async () => {
    const room = await createRoom({ capacity: 2 });
    const first = await addTenant(room._id, 1);
    await addTenant(room._id, 2, { phone: '9000000022' });
    // Swap is refused only because bed 2 is taken, not because the room is full.
    const taken = await owner.put(`/tenants/${first._id}`, tenantBody(room._id, 2));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(`Bed 2 in Room ${room.roomNumber} is already occupied`);
    // Editing other fields while keeping the bed in a full room works.
    const renamed = await owner.put(
      `/tenants/${first._id}`,
      tenantBody(room._id, 1, { name: 'Renamed' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', bedNumber: 1 });
  });

  it('refuses a move into a full room with the capacity message', async () => {
    const full = await createRoom({ capacity: 1 });
    await addTenant(full._id, 1);
    const other = await createRoom();
    const mover = await addTenant(other._id, 1, { phone: '9000000033' });
    const response = await owner.put(
      `/tenants/${mover._id}`,
      tenantBody(full._id, 1, { phone: '9000000033' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      `Room ${full.roomNumber} on Floor ${full.floorNumber} is at full capacity`,
    );
  });

  it('frees the bed when a tenant is made inactive', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1);
    const response = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { active: false, leavingDate: '2026-11-30' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      active: false,
      roomId: null,
      bedNumber: null,
      leavingDate: '2026-11-30',
    });
    expect(await occupiedBeds(room._id)).toBe(0);
    // The bed can be taken by someone else now.
    await addTenant(room._id, 1, { phone: '9000000044' });
  });
});

describe('PUT /api/v1/tenants/:id/vacate', () => {
  it('takes the tenant off the bed; the tenant stays on the list without a room', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 2);
    const response = await owner.put(`/tenants/${tenant._id}/vacate`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: tenant._id,
      active: true,
      roomId: null,
      bedNumber: null,
    });
    expect(await occupiedBeds(room._id)).toBe(0);
    expect((await owner.get(`/tenants/${tenant._id}`)).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/tenants/:id', () => {
  it('deletes the tenant and frees the bed; the room can then be deleted', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1);
    expect((await owner.delete(`/tenants/${tenant._id}`)).json()).toEqual({ success: true });
    expect((await owner.get(`/tenants/${tenant._id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/rooms/${room._id}`)).statusCode).toBe(200);
  });
});

describe("another admin's tenant", () => {
  it('answers 404 on every verb and changes nothing', async () => {
    const room = await createRoom();
    const tenant = await addTenant(room._id, 1);
    const id = tenant._id;
    const responses = [
      await stranger.get(`/tenants/${id}`),
      await stranger.put(`/tenants/${id}`, tenantBody(room._id, 1, { name: 'Hijacked' })),
      await stranger.put(`/tenants/${id}/vacate`),
      await stranger.delete(`/tenants/${id}`),
      await stranger.get(`/tenants/${id}/photo`),
    ];
    for (const response of responses) expect(response.statusCode).toBe(404);
    const photo = await app.inject({
      method: 'PUT',
      url: `/api/v1/tenants/${id}/photo`,
      headers: {
        authorization: `Bearer ${(await registerAdmin(app)).token}`,
        'content-type': 'image/png',
      },
      payload: PNG,
    });
    expect(photo.statusCode).toBe(404);
    expect((await owner.get(`/tenants/${id}`)).json().data).toMatchObject({
      name: 'Priya Sharma',
      bedNumber: 1,
      hasPhoto: false,
    });
  });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
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

describe('GET /api/v1/tenants/last-updated', () => {
  it('moves on create, edit, vacate and delete', async () => {
    const stamp = async () =>
      (await owner.get('/tenants/last-updated')).json().lastUpdated as string;
    const room = await createRoom();
    const t0 = await stamp();
    const tenant = await addTenant(room._id, 1);
    const t1 = await stamp();
    await owner.put(`/tenants/${tenant._id}`, tenantBody(room._id, 1, { name: 'Edited' }));
    const t2 = await stamp();
    await owner.put(`/tenants/${tenant._id}/vacate`);
    const t3 = await stamp();
    await owner.delete(`/tenants/${tenant._id}`);
    const t4 = await stamp();
    expect([t0 < t1, t1 < t2, t2 < t3, t3 < t4]).toEqual([true, true, true, true]);
  });
});

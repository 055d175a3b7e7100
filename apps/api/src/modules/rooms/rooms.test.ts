import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';

let app: App;
let owner: ReturnType<typeof actingAs>;
let stranger: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  owner = actingAs(app, await registerAdmin(app));
  stranger = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});

let floor = 10;
/** Each test gets its own floor, so room numbers never collide between tests. */
async function createRoom(overrides: Record<string, unknown> = {}) {
  floor += 1;
  const response = await owner.post('/rooms', roomBody({ floorNumber: floor, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('POST /api/v1/rooms', () => {
  it('creates a room and answers it with occupiedBeds 0 and the rent in rupees', async () => {
    const response = await owner.post(
      '/rooms',
      roomBody({ floorNumber: 0, roomNumber: 'G1', rentAmount: 4500.5 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      _id: expect.any(String),
      roomNumber: 'G1',
      floorNumber: 0,
      capacity: 2,
      occupiedBeds: 0,
      rentAmount: 4500.5,
      amenities: ['Fan', 'WiFi'],
      description: 'Corner room',
    });
  });

  it.each([
    [{ roomNumber: '' }, 'Room number is required'],
    [{ floorNumber: undefined }, 'Floor number is required'],
    [{ floorNumber: -1 }, 'Floor number must be at least 0'],
    [{ capacity: 0 }, 'Capacity must be at least 1'],
    [{ capacity: 1.5 }, 'Capacity must be a whole number'],
    [{ rentAmount: -1 }, 'Rent amount must be 0 or more'],
    [{ rentAmount: undefined }, 'Rent amount is required'],
    [{ rentAmount: 'lots' }, 'Rent amount must be a number'],
    [{ amenities: ['Fan', 'fan'] }, 'Amenities must not repeat'],
    [{ amenities: ['  '] }, 'Amenity is required'],
  ])('refuses %o with 400 "%s" and stores nothing', async (change, message) => {
    const before = (await owner.get('/rooms')).json().data.length;
    const response = await owner.post('/rooms', roomBody({ floorNumber: 99, ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: message, code: 'INVALID_INPUT' });
    expect((await owner.get('/rooms')).json().data).toHaveLength(before);
  });

  it('trims amenities and accepts numeric strings from forms', async () => {
    const response = await owner.post(
      '/rooms',
      roomBody({ floorNumber: '7', capacity: '3', amenities: [' AC ', 'Study Lamp'] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      floorNumber: 7,
      capacity: 3,
      amenities: ['AC', 'Study Lamp'],
    });
  });

  it('refuses a room number already on that floor (any case) with 409, but allows it on another floor', async () => {
    const room = await createRoom({ roomNumber: 'A1' });
    const duplicate = await owner.post(
      '/rooms',
      roomBody({ floorNumber: room.floorNumber, roomNumber: 'a1' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(`Room a1 already exists on Floor ${room.floorNumber}`);
    expect(
      (
        await owner.post(
          '/rooms',
          roomBody({ floorNumber: room.floorNumber + 100, roomNumber: 'A1' }),
        )
      ).statusCode,
    ).toBe(201);
    // Another PG may use the same number on the same floor.
    expect(
      (await stranger.post('/rooms', roomBody({ floorNumber: room.floorNumber, roomNumber: 'A1' })))
        .statusCode,
    ).toBe(201);
  });
});

describe('GET /api/v1/rooms', () => {
  it("lists only the admin's rooms, with occupiedBeds derived from active tenants", async () => {
    const room = await createRoom({ capacity: 3 });
    await owner.post('/tenants', tenantBody(room._id, 1));
    await owner.post('/tenants', tenantBody(room._id, 2, { phone: '9000000002' }));
    const listed = (await owner.get('/rooms'))
      .json()
      .data.find((r: { _id: string }) => r._id === room._id);
    expect(listed.occupiedBeds).toBe(2);
    const strangers = (await stranger.get('/rooms')).json().data;
    expect(strangers.some((r: { _id: string }) => r._id === room._id)).toBe(false);
  });
});

describe('GET/PUT/DELETE /api/v1/rooms/:id', () => {
  it('reads, edits and deletes an empty room', async () => {
    const room = await createRoom();
    expect((await owner.get(`/rooms/${room._id}`)).json().data._id).toBe(room._id);
    const edited = await owner.put(
      `/rooms/${room._id}`,
      roomBody({ floorNumber: room.floorNumber, rentAmount: 7000, capacity: 4 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rentAmount: 7000, capacity: 4 });
    expect((await owner.delete(`/rooms/${room._id}`)).json()).toEqual({ success: true });
    expect((await owner.get(`/rooms/${room._id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id, a malformed id and another admin’s room on every verb', async () => {
    const room = await createRoom();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await owner.get(`/rooms/${id}`)).statusCode).toBe(404);
    }
    const body = roomBody({ floorNumber: room.floorNumber });
    const responses = [
      await stranger.get(`/rooms/${room._id}`),
      await stranger.put(`/rooms/${room._id}`, { ...body, rentAmount: 1 }),
      await stranger.delete(`/rooms/${room._id}`),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        error: 'Room not found',
        code: 'NOT_FOUND',
      });
    }
    expect((await owner.get(`/rooms/${room._id}`)).json().data.rentAmount).toBe(room.rentAmount);
  });

  it('refuses to lower capacity below the beds taken (409)', async () => {
    const room = await createRoom({ capacity: 3 });
    await owner.post('/tenants', tenantBody(room._id, 1));
    await owner.post('/tenants', tenantBody(room._id, 3, { phone: '9000000003' }));
    const response = await owner.put(
      `/rooms/${room._id}`,
      roomBody({ floorNumber: room.floorNumber, capacity: 1 }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      'Capacity cannot be less than the 2 beds already taken. Move or remove tenants first.',
    );
    expect((await owner.get(`/rooms/${room._id}`)).json().data.capacity).toBe(3);
  });

  it('refuses to delete a room that still has tenants, saying how many and what to do (409)', async () => {
    const room = await createRoom();
    await owner.post('/tenants', tenantBody(room._id, 1));
    const response = await owner.delete(`/rooms/${room._id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      'This room still has 1 tenant. Remove them from their beds or move them to another room first.',
    );
    expect((await owner.get(`/rooms/${room._id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/rooms/last-updated', () => {
  it('moves on create, edit and delete, and on tenant changes, but not for another admin', async () => {
    const stamp = async () => (await owner.get('/rooms/last-updated')).json().lastUpdated as string;
    const strangerStamp = async () =>
      (await stranger.get('/rooms/last-updated')).json().lastUpdated as string;
    const t0 = await stamp();
    const other0 = await strangerStamp();
    const room = await createRoom();
    const t1 = await stamp();
    expect(t1 > t0).toBe(true);
    await owner.put(
      `/rooms/${room._id}`,
      roomBody({ floorNumber: room.floorNumber, rentAmount: 1 }),
    );
    const t2 = await stamp();
    expect(t2 > t1).toBe(true);
    await owner.delete(`/rooms/${room._id}`);
    const t3 = await stamp();
    expect(t3 > t2).toBe(true);
    expect(await strangerStamp()).toBe(other0);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/v1/rooms/last-updated' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { actingAs, createTestApp, registerAdmin, roomBody, tenantBody } from '../test/test-app';

/**
 * What a client written for the Express backend of SPEC.md sends: bodies left out where the
 * specification has none, and records sent back as they were read. Nivas takes them, and
 * still refuses every key it never answered (mass assignment stays closed).
 */
let app: App;
let owner: ReturnType<typeof actingAs>;
let auth: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await registerAdmin(app);
  auth = admin.auth;
  owner = actingAs(app, admin);
});
afterAll(async () => {
  await app.close();
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, init: object = {}) =>
  app.inject({ method, url: `/api/v1${url}`, headers: auth, ...init });

let floor = 100;
async function newRoom(overrides: Record<string, unknown> = {}) {
  floor += 1;
  const answer = await owner.post('/rooms', roomBody({ floorNumber: floor, ...overrides }));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data;
}

describe('routes without a body', () => {
  it('POST /rents/generate-monthly answers with no body and no Content-Type as with {}', async () => {
    const bare = await send('POST', '/rents/generate-monthly');
    expect(bare.statusCode, bare.body).toBe(200);
    const emptyJson = await send('POST', '/rents/generate-monthly', {
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(emptyJson.statusCode, emptyJson.body).toBe(200);
    expect(emptyJson.json().data.created).toBe(0); // the first run made them
  });

  it('DELETE with Content-Type: application/json and an empty body is a normal DELETE', async () => {
    const room = await newRoom();
    const answer = await send('DELETE', `/rooms/${room._id}`, {
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await owner.get(`/rooms/${room._id}`)).statusCode).toBe(404);
  });

  it('reads an empty body as {} where a body is required: 400 naming the first missing field', async () => {
    const answer = await send('POST', '/rooms', {
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('Room number is required');
  });

  it('PUT /tenants/:id/vacate takes no body at all', async () => {
    const room = await newRoom();
    const tenant = (await owner.post('/tenants', tenantBody(room._id, 1))).json().data;
    const answer = await send('PUT', `/tenants/${tenant._id}/vacate`);
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('records sent back as they were read', () => {
  it('PUT /rooms/:id with the GET answer changes only what was edited', async () => {
    const room = await newRoom({ amenities: ['Fan'], description: 'Quiet' });
    const read = (await owner.get(`/rooms/${room._id}`)).json().data;
    const answer = await owner.put(`/rooms/${room._id}`, { ...read, description: 'Very quiet' });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json().data;
    expect(after).toEqual({ ...read, description: 'Very quiet', updatedAt: after.updatedAt });
  });

  it('PUT /rooms/:id with a list item works too', async () => {
    const room = await newRoom();
    const item = (await owner.get('/rooms'))
      .json()
      .data.find((r: { _id: string }) => r._id === room._id);
    const answer = await owner.put(`/rooms/${room._id}`, { ...item, capacity: 3 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.capacity).toBe(3);
  });

  it('PUT /rents/:id with the GET answer, tenant and room embedded, changes only what was edited', async () => {
    const room = await newRoom({ rentAmount: 7000 });
    const tenant = (await owner.post('/tenants', tenantBody(room._id, 1))).json().data;
    const created = await owner.post('/rents', {
      tenantId: tenant._id,
      amount: 7000,
      month: 1,
      year: 2031,
      dueDate: '2031-01-05',
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = (await owner.get(`/rents/${created.json().data._id}`)).json().data;
    const answer = await owner.put(`/rents/${read._id}`, { ...read, notes: 'Asked for a receipt' });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json().data;
    expect(after).toEqual({ ...read, notes: 'Asked for a receipt', updatedAt: after.updatedAt });
  });

  it('PUT /tenants/:id with the GET answer, or with the list item and its masked Aadhaar, changes only what was edited', async () => {
    const room = await newRoom();
    const created = await owner.post(
      '/tenants',
      tenantBody(room._id, 1, { idProofNumber: '4567 8901 2345', address: '7 Lake Road' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id;
    const read = (await owner.get(`/tenants/${id}`)).json().data;
    expect(read.idProofNumber).toBe('456789012345');

    const fromRead = await owner.put(`/tenants/${id}`, { ...read, occupation: 'Teacher' });
    expect(fromRead.statusCode, fromRead.body).toBe(200);
    const afterRead = (await owner.get(`/tenants/${id}`)).json().data;
    expect(afterRead).toEqual({ ...read, occupation: 'Teacher', updatedAt: afterRead.updatedAt });

    const item = (await owner.get('/tenants'))
      .json()
      .data.find((t: { _id: string }) => t._id === id);
    expect(item.idProofNumber).toBe('XXXX XXXX 2345');
    expect(item).not.toHaveProperty('address'); // lists carry no identity beyond the mask
    const fromList = await owner.put(`/tenants/${id}`, { ...item, occupation: 'Principal' });
    expect(fromList.statusCode, fromList.body).toBe(200);
    const afterList = (await owner.get(`/tenants/${id}`)).json().data;
    expect(afterList).toEqual({
      ...afterRead,
      occupation: 'Principal',
      updatedAt: afterList.updatedAt,
    });
  });

  it('GET /tenants embeds the room with its rent and capacity, to prefill a rent', async () => {
    const room = await newRoom({ rentAmount: 8250.5, capacity: 3 });
    const created = (
      await owner.post('/tenants', tenantBody(room._id, 2, { idProofNumber: '5678 9012 3456' }))
    ).json().data;
    const item = (await owner.get('/tenants'))
      .json()
      .data.find((t: { _id: string }) => t._id === created._id);
    expect(item.roomId).toEqual({
      _id: room._id,
      roomNumber: room.roomNumber,
      floorNumber: room.floorNumber,
      rentAmount: 8250.5,
      capacity: 3,
    });
  });

  it('reads an embedded object { _id, … } where an id is expected', async () => {
    const room = await newRoom();
    const answer = await owner.post(
      '/tenants',
      tenantBody(room._id, 1, {
        roomId: { _id: room._id, roomNumber: room.roomNumber, floorNumber: room.floorNumber },
        idProofNumber: '3456 7890 1239',
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.roomId._id).toBe(room._id);
  });

  it('refuses a misspelt key inside an identity object an edit may leave out', async () => {
    const room = await newRoom();
    const created = (
      await owner.post('/tenants', tenantBody(room._id, 1, { idProofNumber: '6789 0123 4567' }))
    ).json().data;
    const read = (await owner.get(`/tenants/${created._id}`)).json().data;
    const answer = await owner.put(`/tenants/${created._id}`, {
      ...read,
      emergencyContact: { name: 'Meena', phon: '9812345671', relation: 'Mother' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatch(/phon/);
    expect((await owner.get(`/tenants/${created._id}`)).json().data).toEqual(read);
  });

  it('still refuses a key it never answered, and an _id other than the address', async () => {
    const room = await newRoom();
    const read = (await owner.get(`/rooms/${room._id}`)).json().data;
    const foreign = await owner.put(`/rooms/${room._id}`, { ...read, adminId: 'someone' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatch(/adminId/);
    const other = await newRoom();
    const moved = await owner.put(`/rooms/${room._id}`, { ...read, _id: other._id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('_id must match the id in the address');
    expect((await owner.get(`/rooms/${other._id}`)).json().data).toEqual(other);
  });
});

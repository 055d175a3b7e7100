import type { Room } from '@nivas/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../app';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
  type SignedInAdmin,
} from '../../../test/test-app';

/**
 * What the tenants-*.test.ts and identity-*.test.ts files share: one app per file with its
 * owner and a stranger (another PG's admin), rooms of their own floor, and tenants made in one
 * call.
 */
export let app: App;
export let ownerAdmin: SignedInAdmin;
export let owner: ReturnType<typeof actingAs>;
export let stranger: ReturnType<typeof actingAs>;

let floor = 0;

/** Opens the file's app and signs up its two admins before its tests; closes it after them. */
export function setUpTenantsApp() {
  beforeAll(async () => {
    // Files of a worker share this module (isolate: false): each file's rooms start at floor 1.
    floor = 0;
    app = await createTestApp();
    ownerAdmin = await registerAdmin(app);
    owner = actingAs(app, ownerAdmin);
    stranger = actingAs(app, await registerAdmin(app));
  });
  afterAll(async () => {
    await app.close();
  });
}

export async function createRoom(overrides: Record<string, unknown> = {}) {
  floor += 1;
  const response = await owner.post(
    '/rooms',
    roomBody({ floorNumber: floor, roomNumber: `R${floor}`, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Room;
}

export async function addTenant(
  roomId: string,
  bed: number,
  overrides: Record<string, unknown> = {},
) {
  const response = await owner.post('/tenants', tenantBody(roomId, bed, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** The id of a new room of four beds on a floor of its own, the owner's unless told. */
export async function roomIdOf(as = owner) {
  floor += 1;
  const response = await as.post(
    '/rooms',
    roomBody({ floorNumber: floor, roomNumber: `R${floor}`, capacity: 4 }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

/** A tenant in bed 1 of a room of their own, the owner's unless told. */
export async function tenantInOwnRoom(overrides: Record<string, unknown> = {}, as = owner) {
  const response = await as.post('/tenants', tenantBody(await roomIdOf(as), 1, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

export const occupiedBeds = async (roomId: string) =>
  (await owner.get(`/rooms/${roomId}`)).json().data.occupiedBeds;

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

import { businessToday } from '@nivas/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../app';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';

/**
 * What the rents test files share: one app per file with its owner and a stranger (another
 * PG's admin), and the owner's tenants and rents made in one call each.
 */
export let app: App;
export let owner: ReturnType<typeof actingAs>;
export let stranger: ReturnType<typeof actingAs>;
export const today = businessToday('Asia/Kolkata');

/** Opens the file's app and signs up its two admins before its tests; closes it after them. */
export function setUpRentsApp() {
  beforeAll(async () => {
    // Files of a worker share this module (isolate: false): each file's rooms start at floor 1.
    floor = 0;
    app = await createTestApp();
    owner = actingAs(app, await registerAdmin(app));
    stranger = actingAs(app, await registerAdmin(app));
  });
  afterAll(async () => {
    await app.close();
  });
}

let floor = 0;
/** A room of its own floor with one tenant in bed 1. */
export async function tenantInRoom(overrides: Record<string, unknown> = {}) {
  floor += 1;
  const room = (
    await owner.post(
      '/rooms',
      roomBody({ floorNumber: floor, roomNumber: `F${floor}`, rentAmount: 6000 }),
    )
  ).json().data;
  const response = await owner.post(
    '/tenants',
    tenantBody(room._id, 1, { name: `Tenant ${floor}`, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { room, tenant: response.json().data };
}

export const rentBody = (tenantId: string, overrides: Record<string, unknown> = {}) => ({
  tenantId,
  amount: 6000,
  month: 3,
  year: 2030,
  dueDate: '2030-03-05',
  isPaid: false,
  ...overrides,
});

export async function createRent(tenantId: string, overrides: Record<string, unknown> = {}) {
  const response = await owner.post('/rents', rentBody(tenantId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

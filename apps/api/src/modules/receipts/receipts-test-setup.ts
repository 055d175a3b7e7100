import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { App } from '../../app';
import { brokenInvariants } from '../../../test/database-checks';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';

/**
 * What the receipts-*.test.ts files share: one app per file with its owner, whose PG's name,
 * address and phone a receipt shows, the database's invariants checked after every test, and
 * tenants with a rent to pay.
 */
export let app: App;
export let owner: ReturnType<typeof actingAs>;

let floor = 0;

/** Opens the file's app and signs up its owner before its tests; closes it after them. */
export function setUpReceiptsApp() {
  beforeAll(async () => {
    // Files of a worker share this module (isolate: false): each file's rooms start at floor 1.
    floor = 0;
    app = await createTestApp();
    owner = actingAs(
      app,
      await registerAdmin(app, {
        pgName: 'Sunrise PG',
        address: '12 MG Road, Bengaluru',
        phone: '9876543210',
      }),
    );
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(async () => {
    expect(await brokenInvariants(app.db)).toEqual({});
  });
}

/** A tenant on bed 2 of their own room, with a rent of ₹5,200 for March 2025. */
export async function tenantWithRent(
  as = owner,
  overrides: Record<string, unknown> = {},
  rent: { month?: number; year?: number; amount?: number } = {},
) {
  floor += 1;
  const room = (
    await as.post('/rooms', roomBody({ floorNumber: floor, roomNumber: `R${floor}`, capacity: 2 }))
  ).json().data;
  const tenant = (
    await as.post('/tenants', tenantBody(room._id, 2, { name: `Tenant ${floor}`, ...overrides }))
  ).json().data;
  const created = await as.post('/rents', {
    tenantId: tenant._id,
    amount: rent.amount ?? 5200,
    month: rent.month ?? 3,
    year: rent.year ?? 2025,
    dueDate: `${rent.year ?? 2025}-${String(rent.month ?? 3).padStart(2, '0')}-05`,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { room, tenant, rent: created.json().data };
}

export async function pay(rentId: string, body: Record<string, unknown>, as = owner) {
  const response = await as.put(`/rents/${rentId}/pay`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

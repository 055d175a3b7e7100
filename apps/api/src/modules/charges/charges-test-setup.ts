import { businessToday, type Charge } from '@nivas/domain';
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
 * What the charges-*.test.ts files share: one app per file with its owner and a stranger
 * (another PG's admin), the database's invariants checked after every test, and the owner's
 * tenants, charges and payments made in one call each.
 */
export let app: App;
export let owner: ReturnType<typeof actingAs>;
export let ownerId: string;
export let stranger: ReturnType<typeof actingAs>;
export const today = businessToday('Asia/Kolkata');

let floor = 0;

/** Opens the file's app and signs up its two admins before its tests; closes it after them. */
export function setUpChargesApp() {
  beforeAll(async () => {
    // Files of a worker share this module (isolate: false): each file's rooms start at floor 1.
    floor = 0;
    app = await createTestApp();
    const admin = await registerAdmin(app);
    ownerId = admin.admin._id;
    owner = actingAs(app, admin);
    stranger = actingAs(app, await registerAdmin(app));
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(async () => {
    expect(await brokenInvariants(app.db)).toEqual({});
  });
}

/** A tenant alone in a room of no rent, so that only the charges below are owed. */
export async function newTenant(name = 'Charged') {
  floor += 1;
  const room = (
    await owner.post(
      '/rooms',
      roomBody({ floorNumber: floor, roomNumber: `C${floor}`, rentAmount: 0 }),
    )
  ).json().data;
  const created = await owner.post('/tenants', tenantBody(room._id, 1, { name }));
  expect(created.statusCode, created.body).toBe(201);
  return { room, tenant: created.json().data as { _id: string; name: string; phone: string } };
}

export const chargeBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'water',
  amount: 450,
  date: '2030-03-01',
  dueDate: '2030-03-05',
  note: 'Tanker, March',
  ...overrides,
});

export async function addCharge(tenantId: string, overrides: Record<string, unknown> = {}) {
  const response = await owner.post(`/tenants/${tenantId}/charges`, chargeBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Charge;
}

export async function pay(chargeId: string, body: Record<string, unknown> = {}) {
  const response = await owner.put(`/charges/${chargeId}/pay`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const ledgerOf = async (chargeId: string) =>
  (await owner.get(`/charges/${chargeId}/payments`)).json().data;

import type { Rent } from '@nivas/domain';
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
 * What the move-out-*.test.ts files share: one app per file with its owner and the PG's house
 * rules, the database's invariants checked after every test, and tenants who gave a deposit.
 */
export let app: App;
export let owner: ReturnType<typeof actingAs>;

let floor = 0;

/** Opens the file's app, its owner and their rules before its tests; closes it after them. */
export function setUpMoveOutApp() {
  beforeAll(async () => {
    // Files of a worker share this module (isolate: false): each file's rooms start at floor 1.
    floor = 0;
    app = await createTestApp();
    owner = actingAs(app, await registerAdmin(app));
    // Notice of 30 days, a ₹500 exit charge; refunds within 10 days.
    const rules = await owner.put('/settings', {
      noticeDays: 30,
      minStayMonths: 0,
      exitCharge: 500,
      depositRefundDays: 10,
    });
    expect(rules.statusCode, rules.body).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(async () => {
    expect(await brokenInvariants(app.db)).toEqual({});
  });
}

/**
 * A tenant who joined on 1 Nov 2026, alone in a room at ₹6,000 (their first rent: November,
 * unpaid), who gave ₹10,000 as deposit.
 */
export async function tenantWithDeposit(deposit = 10_000) {
  floor += 1;
  const room = (
    await owner.post(
      '/rooms',
      roomBody({ floorNumber: floor, roomNumber: `M${floor}`, capacity: 1, rentAmount: 6000 }),
    )
  ).json().data;
  const created = await owner.post(
    '/tenants',
    tenantBody(room._id, 1, { name: `Mover ${floor}`, depositAmount: deposit }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const { data: tenant, firstRent } = created.json();
  if (deposit > 0) {
    const collected = await owner.post(`/tenants/${tenant._id}/deposit`, {
      kind: 'collect',
      amount: deposit,
      date: '2026-11-01',
      method: 'UPI',
      reference: 'DEP-1',
    });
    expect(collected.statusCode, collected.body).toBe(201);
  }
  return { room, tenant, firstRent: firstRent as Rent };
}

export const previewOf = (tenantId: string, query: string) =>
  owner.get(`/tenants/${tenantId}/move-out/preview?${query}`);
export const accountOf = async (tenantId: string) =>
  (await owner.get(`/tenants/${tenantId}/account`)).json().data;

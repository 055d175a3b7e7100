import type { Rent } from '@nivas/domain';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
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
export let owner: Acting;

type Acting = ReturnType<typeof actingAs>;

/** The PG's today in these tests: a move-out is recorded on or after the day its tenant left. */
export const TODAY = '2026-11-28';
let clock = new Date();
/** The app's clock at noon of `date` in the PG's zone (Asia/Kolkata). */
export const travelTo = (date: string) => {
  clock = new Date(`${date}T12:00:00+05:30`);
};

/** The house rules of every PG of these files: see `setUpMoveOutApp`. */
const HOUSE_RULES = { noticeDays: 30, minStayMonths: 0, exitCharge: 500, depositRefundDays: 10 };

let floor = 0;

/** Opens the file's app, its owner and their rules before its tests; closes it after them. */
export function setUpMoveOutApp() {
  beforeAll(async () => {
    // Files of a worker share this module (isolate: false): each file's rooms start at floor 1.
    floor = 0;
    travelTo(TODAY);
    app = await createTestApp({}, { now: () => clock });
    // Notice of 30 days, a ₹500 exit charge; refunds within 10 days.
    owner = await newPg();
  });
  // Each test starts on the same today.
  beforeEach(() => travelTo(TODAY));
  afterAll(async () => {
    await app.close();
  });
  afterEach(async () => {
    expect(await brokenInvariants(app.db)).toEqual({});
  });
}

/** Another owner, with the house rules of the file's owner and any other settings given. */
export async function newPg(settings: Record<string, unknown> = {}): Promise<Acting> {
  const as = actingAs(app, await registerAdmin(app));
  const rules = await as.put('/settings', { ...HOUSE_RULES, ...settings });
  expect(rules.statusCode, rules.body).toBe(200);
  return as;
}

/**
 * A tenant who joined on 1 Nov 2026 (or `joiningDate`), alone in a room at ₹6,000 (their first
 * rent: the joining month, unpaid), who gave `deposit` rupees as deposit; the file's owner's
 * unless another owner is given.
 */
export async function tenantWithDeposit(
  deposit = 10_000,
  { as = owner, joiningDate = '2026-11-01' }: { as?: Acting; joiningDate?: string } = {},
) {
  floor += 1;
  const room = (
    await as.post(
      '/rooms',
      roomBody({ floorNumber: floor, roomNumber: `M${floor}`, capacity: 1, rentAmount: 6000 }),
    )
  ).json().data;
  const created = await as.post(
    '/tenants',
    tenantBody(room._id, 1, { name: `Mover ${floor}`, depositAmount: deposit, joiningDate }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const { data: tenant, firstRent } = created.json();
  if (deposit > 0) {
    const collected = await as.post(`/tenants/${tenant._id}/deposit`, {
      kind: 'collect',
      amount: deposit,
      date: joiningDate,
      method: 'UPI',
      reference: 'DEP-1',
    });
    expect(collected.statusCode, collected.body).toBe(201);
  }
  return { room, tenant, firstRent: firstRent as Rent };
}

export const previewOf = (tenantId: string, query: string, as: Acting = owner) =>
  as.get(`/tenants/${tenantId}/move-out/preview?${query}`);
export const accountOf = async (tenantId: string, as: Acting = owner) =>
  (await as.get(`/tenants/${tenantId}/account`)).json().data;

/** A mess plan for the tenant from today: charged monthly beside their rent. */
export async function messPlan(tenantId: string, amount: number) {
  const plan = await owner.post(`/tenants/${tenantId}/recurring-charges`, { kind: 'mess', amount });
  expect(plan.statusCode, plan.body).toBe(201);
}

/**
 * A preview's statement, as a recorded move-out answers it; the tenants of these files have a
 * rent for every month of their stay, so no month is named as without one.
 */
export function statementOf<Preview extends { monthsWithoutRent: unknown[] }>(preview: Preview) {
  const { monthsWithoutRent, ...statement } = preview;
  expect(monthsWithoutRent).toEqual([]);
  return statement;
}

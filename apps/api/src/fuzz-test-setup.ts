import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from './app';
import type { BrokenField } from '../test/malformed';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  sessionIdOf,
  tenantBody,
  type SignedInAdmin,
} from '../test/test-app';

/**
 * What the fuzz test files and their route plans (fuzz-targets-*.ts, fuzz-attempts.ts) share:
 * one app per file, the PG every route is sent to, another PG whose ids must be refused, and
 * the shape of a route's plan.
 */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);

export let app: App;
/** Another PG's rows: their ids must be refused as if they did not exist. */
export let stranger: {
  roomId: string;
  tenantId: string;
  rentId: string;
  paymentId: string;
  chargeId: string;
  recurringChargeId: string;
  readingId: string;
  email: string;
  sessionId: string;
};

/** Opens the file's app before its tests and closes it after them. */
export function setUpFuzzApp() {
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
}

/**
 * One PG with a room of 3 beds (tenants on beds 1 and 2), an empty room, a part-paid rent
 * (its payment standing) and an unpaid one, a part-paid charge and an unpaid one, a recurring
 * charge, and the room's meter read once (100 on 1 Oct 2026) at the PG's rate of ₹8 a unit.
 */
export async function createPg() {
  const admin = await registerAdmin(app);
  const as = actingAs(app, admin);
  const ok = async (response: Awaited<ReturnType<typeof as.get>>) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data as { _id: string };
  };
  const room = await ok(await as.post('/rooms', roomBody({ roomNumber: 'F1', capacity: 3 })));
  const emptyRoom = await ok(await as.post('/rooms', roomBody({ roomNumber: 'F2' })));
  const tenant = await ok(await as.post('/tenants', tenantBody(room._id, 1, { name: 'On Bed 1' })));
  const second = await ok(await as.post('/tenants', tenantBody(room._id, 2, { name: 'On Bed 2' })));
  const rent = await ok(
    await as.post('/rents', {
      tenantId: tenant._id,
      amount: 5000,
      month: 1,
      year: 2031,
      dueDate: '2031-01-05',
    }),
  );
  await ok(await as.put(`/rents/${rent._id}/pay`, { amount: 1000 }));
  const [payment] = (await as.get(`/rents/${rent._id}/payments`)).json().data as { _id: string }[];
  const unpaidRent = await ok(
    await as.post('/rents', {
      tenantId: second._id,
      amount: 5000,
      month: 1,
      year: 2031,
      dueDate: '2031-01-05',
    }),
  );
  await ok(await as.put('/settings', { electricityRate: 8 }));
  const charge = await ok(
    await as.post(`/tenants/${tenant._id}/charges`, {
      kind: 'water',
      amount: 5000,
      date: '2031-01-01',
      dueDate: '2031-01-05',
    }),
  );
  await ok(await as.put(`/charges/${charge._id}/pay`, { amount: 1000 }));
  const unpaidCharge = await ok(
    await as.post(`/tenants/${second._id}/charges`, {
      kind: 'damage',
      amount: 700,
      date: '2031-01-01',
      dueDate: '2031-01-05',
    }),
  );
  const recurringCharge = await ok(
    await as.post(`/tenants/${tenant._id}/recurring-charges`, { kind: 'mess', amount: 3000 }),
  );
  const reading = await ok(
    await as.post(`/rooms/${room._id}/meter-readings`, { date: '2026-10-01', reading: 100 }),
  );
  return {
    admin,
    roomId: room._id,
    emptyRoomId: emptyRoom._id,
    tenantId: tenant._id,
    rentId: rent._id,
    paymentId: payment!._id,
    unpaidRentId: unpaidRent._id,
    chargeId: charge._id,
    unpaidChargeId: unpaidCharge._id,
    recurringChargeId: recurringCharge._id,
    readingId: reading._id,
  };
}
export type Pg = Awaited<ReturnType<typeof createPg>>;

/** Makes the other PG, `stranger`, whose ids every route must refuse as if they did not exist. */
export async function createStranger() {
  const other = await createPg();
  stranger = {
    ...other,
    email: other.admin.admin.email,
    sessionId: sessionIdOf(other.admin.token),
  };
}

/** What one route is sent: the valid request, and what may be broken in it. */
export interface Target {
  admin: SignedInAdmin;
  /** The URL with a valid id, when the route takes one. */
  url: string;
  /** Ids that are valid-looking but must be refused, with how the refusal names them. */
  badIds?: { id: string; names: RegExp }[];
  /** How the refusal of a malformed id names it. */
  idNames?: RegExp;
  /** The valid JSON body; none for routes without a body. */
  body?: Record<string, unknown>;
  fields?: BrokenField[];
  isPhoto?: boolean;
  /** Whether the valid request changes the database (signing in does not). */
  changes?: boolean;
}

/** How the refusal of a room's or a tenant's id names it (routes of both plan files take them). */
export const roomNames = /Room not found|^id: /;
export const tenantNames = /Tenant not found|^id: /;

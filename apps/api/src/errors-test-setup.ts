import type { ErrorCode } from '@nivas/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
  type SignedInAdmin,
} from '../test/test-app';
import type { App } from './app';
import {
  admins,
  charges,
  depositEntries,
  meterReadings,
  payments,
  recurringCharges,
  rents,
  rooms,
  tenants,
} from './db/schema';

/**
 * What errors-every-code.test.ts and its case tables (errors-cases-*.ts) share: one PG whose
 * rooms, tenants, rents and charges each case is refused a change to, and how a case is sent.
 */
export let app: App;
export let owner: SignedInAdmin;
export let as: ReturnType<typeof actingAs>;
/** Rooms and rents the cases refuse changes to. */
export const f = {
  fullRoom: '',
  twoTenantRoom: '',
  bedTwoRoom: '',
  tenantId: '',
  aadhaar: '',
  rent: '',
  paidRent: '',
  partPaidRent: '',
  phone: '',
  leftTenant: '',
  cancelledRent: '',
  voidedPayment: '',
  partPaidCharge: '',
  waivedCharge: '',
};

export const rentBody = (overrides: Record<string, unknown> = {}) => ({
  tenantId: f.tenantId,
  amount: 6000,
  month: 3,
  year: 2030,
  dueDate: '2030-03-05',
  isPaid: false,
  ...overrides,
});

async function created(response: Promise<LightMyRequestResponse>): Promise<string> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json().data._id as string;
}

/** Opens the app and builds the PG before the tests; closes the app after them. */
export function setUpErrorsApp() {
  beforeAll(async () => {
    app = await createTestApp();
    owner = await registerAdmin(app);
    as = actingAs(app, owner);
    f.fullRoom = await created(as.post('/rooms', roomBody({ roomNumber: 'E1', capacity: 1 })));
    f.twoTenantRoom = await created(as.post('/rooms', roomBody({ roomNumber: 'E2', capacity: 3 })));
    f.bedTwoRoom = await created(as.post('/rooms', roomBody({ roomNumber: 'E3', capacity: 2 })));
    const first = tenantBody(f.fullRoom, 1);
    f.aadhaar = first.idProofNumber;
    f.phone = first.phone;
    f.tenantId = await created(as.post('/tenants', first));
    await created(as.post('/tenants', tenantBody(f.twoTenantRoom, 1)));
    await created(as.post('/tenants', tenantBody(f.twoTenantRoom, 2)));
    await created(as.post('/tenants', tenantBody(f.bedTwoRoom, 2)));
    f.rent = await created(as.post('/rents', rentBody()));
    f.paidRent = await created(as.post('/rents', rentBody({ month: 4, dueDate: '2030-04-05' })));
    expect((await as.put(`/rents/${f.paidRent}/pay`, {})).statusCode).toBe(200);
    f.partPaidRent = await created(
      as.post('/rents', rentBody({ month: 6, dueDate: '2030-06-05' })),
    );
    expect((await as.put(`/rents/${f.partPaidRent}/pay`, { amount: 4000 })).statusCode).toBe(200);
    const voided = await created(as.post('/rents', rentBody({ month: 7, dueDate: '2030-07-05' })));
    expect((await as.put(`/rents/${voided}/pay`, { amount: 100 })).statusCode).toBe(200);
    f.voidedPayment = (await as.get(`/rents/${voided}/payments`)).json().data[0]._id;
    expect((await as.post(`/payments/${f.voidedPayment}/void`, { reason: 'x' })).statusCode).toBe(
      200,
    );
    // A tenant who left, their rent of a later month cancelled.
    const leaving = tenantBody(f.bedTwoRoom, 1, { name: 'Left Already' });
    f.leftTenant = await created(as.post('/tenants', leaving));
    f.cancelledRent = await created(
      as.post('/rents', {
        ...rentBody({ month: 1, year: 2031, dueDate: '2031-01-05' }),
        tenantId: f.leftTenant,
      }),
    );
    // A charge with a payment standing, one waived, and a room meter read once (no rate set).
    const charge = { kind: 'water', amount: 500, date: '2030-03-01', dueDate: '2030-03-05' };
    f.partPaidCharge = await created(as.post(`/tenants/${f.tenantId}/charges`, charge));
    expect((await as.put(`/charges/${f.partPaidCharge}/pay`, { amount: 100 })).statusCode).toBe(
      200,
    );
    f.waivedCharge = await created(as.post(`/tenants/${f.tenantId}/charges`, charge));
    const waived = await as.post(`/charges/${f.waivedCharge}/waive`, { reason: 'x' });
    expect(waived.statusCode).toBe(200);
    await created(
      as.post(`/rooms/${f.fullRoom}/meter-readings`, { date: '2026-10-01', reading: 10 }),
    );
    await created(
      as.post(`/rooms/${f.bedTwoRoom}/meter-readings`, { date: '2026-11-20', reading: 10 }),
    );
    const left = await as.put(`/tenants/${f.leftTenant}`, {
      ...leaving,
      active: false,
      leavingDate: '2026-11-30',
    });
    expect(left.statusCode, left.body).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });
}

export const raw = (options: {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  type?: string;
  payload?: string | Buffer;
  signedIn?: boolean;
}) =>
  app.inject({
    method: options.method,
    url: `/api/v1${options.url}`,
    headers: {
      ...(options.signedIn === false ? {} : owner.auth),
      ...(options.type ? { 'content-type': options.type } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });

/** How many rows the PG's data tables hold: a refused request adds or removes none. */
export async function rowCounts() {
  const counted = await Promise.all(
    [
      admins,
      rooms,
      tenants,
      rents,
      payments,
      charges,
      recurringCharges,
      depositEntries,
      meterReadings,
    ].map((table) => app.db.$count(table)),
  );
  return counted.map(Number);
}

export type Case = [
  what: string,
  code: ErrorCode,
  status: number,
  error: string | RegExp,
  send: () => Promise<LightMyRequestResponse>,
  /** What the answer carries beside `error` and `code`. */
  details?: Record<string, unknown>,
];

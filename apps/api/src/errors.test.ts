import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type ErrorCode } from '@nivas/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  registration,
  roomBody,
  tenantBody,
  TEST_PASSWORD,
  type SignedInAdmin,
} from '../test/test-app';
import type { App } from './app';
import { BODY_LIMIT_BYTES } from './app';
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
import { STATUS_BY_CODE } from './errors';
import { INTERNAL_MESSAGE } from './plugins/error-handler';

/**
 * Every kind of failure the API answers, each with its status, its English words and its
 * code: `{ success: false, error, code }`, the status always the one errors.ts maps the code to.
 */

let app: App;
let owner: SignedInAdmin;
let as: ReturnType<typeof actingAs>;
/** Rooms and rents the cases refuse changes to. */
const f = {
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

const rentBody = (overrides: Record<string, unknown> = {}) => ({
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
  f.partPaidRent = await created(as.post('/rents', rentBody({ month: 6, dueDate: '2030-06-05' })));
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
  expect((await as.put(`/charges/${f.partPaidCharge}/pay`, { amount: 100 })).statusCode).toBe(200);
  f.waivedCharge = await created(as.post(`/tenants/${f.tenantId}/charges`, charge));
  const waived = await as.post(`/charges/${f.waivedCharge}/waive`, { reason: 'x' });
  expect(waived.statusCode).toBe(200);
  await created(
    as.post(`/rooms/${f.fullRoom}/meter-readings`, { date: '2026-10-01', reading: 10 }),
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

const raw = (options: {
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
async function rowCounts() {
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

type Case = [
  what: string,
  code: ErrorCode,
  status: number,
  error: string | RegExp,
  send: () => Promise<LightMyRequestResponse>,
  /** What the answer carries beside `error` and `code`. */
  details?: Record<string, unknown>,
];

const CASES: Case[] = [
  // The contract and the framework.
  [
    'a body that fails its schema',
    'INVALID_INPUT',
    400,
    'Room number is required',
    () => as.post('/rooms', roomBody({ roomNumber: '' })),
  ],
  [
    'a query that fails its schema',
    'INVALID_INPUT',
    400,
    /status/,
    () => as.get('/rents?status=Late'),
  ],
  [
    'JSON that is not JSON',
    'INVALID_INPUT',
    400,
    /not valid JSON/,
    () => raw({ method: 'POST', url: '/rooms', type: 'application/json', payload: '{"a":' }),
  ],
  [
    'a broken %-escape in the address',
    'INVALID_INPUT',
    400,
    'The address is not valid',
    () => as.get('/rooms/%E0%A4%A'),
  ],
  [
    'an _id that is not the one in the address',
    'INVALID_INPUT',
    400,
    '_id must match the id in the address',
    () => as.put(`/rooms/${f.fullRoom}`, { ...roomBody(), _id: randomUUID() }),
  ],
  [
    'a body over the size limit',
    'PAYLOAD_TOO_LARGE',
    413,
    'Request body is too large',
    () =>
      raw({
        method: 'POST',
        url: '/rooms',
        type: 'application/json',
        payload: JSON.stringify(roomBody({ description: 'x'.repeat(BODY_LIMIT_BYTES) })),
      }),
  ],
  [
    'an id past the address length limit',
    'URI_TOO_LONG',
    414,
    'The id in the address is too long',
    () => as.get(`/rooms/${'x'.repeat(150)}`),
  ],
  [
    'a body of a media type no route reads',
    'UNSUPPORTED_MEDIA_TYPE',
    415,
    /Unsupported Media Type/,
    () => raw({ method: 'POST', url: '/rooms', type: 'application/xml', payload: '<room/>' }),
  ],
  [
    'an unknown route',
    'NOT_FOUND',
    404,
    'Route GET /api/v1/nowhere not found',
    () => as.get('/nowhere'),
  ],
  // Who is asking.
  [
    'no token',
    'UNAUTHORIZED',
    401,
    'Not authorized, no token',
    () => raw({ method: 'GET', url: '/rooms', signedIn: false }),
  ],
  [
    'a wrong password at sign-in',
    'INVALID_CREDENTIALS',
    401,
    'Invalid email or password',
    () =>
      raw({
        method: 'POST',
        url: '/admin/login',
        type: 'application/json',
        payload: JSON.stringify({ email: owner.admin.email, password: 'not-the-password-9' }),
        signedIn: false,
      }),
  ],
  [
    'a wrong current password',
    'WRONG_CURRENT_PASSWORD',
    401,
    'Current password is incorrect',
    () =>
      as.put('/admin/updatepassword', {
        currentPassword: 'not-the-password-9',
        newPassword: 'amber-falcon-orchard-73',
      }),
  ],
  [
    'a new email without the current password',
    'CURRENT_PASSWORD_REQUIRED',
    400,
    'Current password is required to change the email',
    () =>
      as.put('/admin/updatedetails', {
        name: 'Asha Rao',
        email: `new-${randomUUID().slice(0, 8)}@example.com`,
        pgName: 'Sunrise PG',
        address: '12 MG Road, Bengaluru',
        phone: '9876543210',
      }),
  ],
  [
    'a common password',
    'COMMON_PASSWORD',
    400,
    /^Password is one of the most common passwords/,
    () =>
      raw({
        method: 'POST',
        url: '/admin/register',
        type: 'application/json',
        payload: JSON.stringify(
          registration({ password: 'password', confirmPassword: 'password' }),
        ),
        signedIn: false,
      }),
  ],
  [
    'a password too easy to guess',
    'WEAK_PASSWORD',
    400,
    /^Password is too easy to guess/,
    () =>
      raw({
        method: 'POST',
        url: '/admin/register',
        type: 'application/json',
        payload: JSON.stringify(
          registration({ password: 'Whatever#2024', confirmPassword: 'Whatever#2024' }),
        ),
        signedIn: false,
      }),
  ],
  [
    'an email another account has',
    'EMAIL_TAKEN',
    409,
    'An account with this email already exists',
    () =>
      raw({
        method: 'POST',
        url: '/admin/register',
        type: 'application/json',
        payload: JSON.stringify(registration({ email: owner.admin.email })),
        signedIn: false,
      }),
  ],
  // Rooms and beds.
  [
    'a room that is not there',
    'NOT_FOUND',
    404,
    'Room not found',
    () => as.get(`/rooms/${randomUUID()}`),
  ],
  [
    'a room number the floor already has',
    'DUPLICATE_ROOM',
    409,
    'Room E1 already exists on Floor 1',
    () => as.post('/rooms', roomBody({ roomNumber: 'E1' })),
  ],
  [
    'a capacity below the tenants in the room',
    'CAPACITY_BELOW_OCCUPANTS',
    409,
    /^Capacity cannot be less than the 2 beds already taken/,
    () => as.put(`/rooms/${f.twoTenantRoom}`, roomBody({ roomNumber: 'E2', capacity: 1 })),
  ],
  [
    'a capacity below a bed that is taken',
    'CAPACITY_BELOW_TAKEN_BED',
    409,
    /^Capacity cannot be less than 2: bed 2 is taken/,
    () => as.put(`/rooms/${f.bedTwoRoom}`, roomBody({ roomNumber: 'E3', capacity: 1 })),
  ],
  [
    'deleting a room with tenants',
    'ROOM_OCCUPIED',
    409,
    /^This room still has 1 tenant/,
    () => as.delete(`/rooms/${f.fullRoom}`),
  ],
  [
    'a tenant for a full room',
    'ROOM_FULL',
    409,
    'Room E1 on Floor 1 is at full capacity',
    () => as.post('/tenants', tenantBody(f.fullRoom, 1)),
  ],
  [
    'a bed the room does not have',
    'BED_OUT_OF_RANGE',
    400,
    'Bed number must be between 1 and 3',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 4)),
  ],
  [
    'a bed another tenant holds',
    'BED_TAKEN',
    409,
    'Bed 1 in Room E2 is already occupied',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 1)),
  ],
  [
    'an ID number another tenant has',
    'DUPLICATE_ID_PROOF',
    409,
    'Priya Sharma (Room E1) already has this ID number',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 3, { idProofNumber: f.aadhaar })),
    { duplicate: { _id: expect.any(String), name: 'Priya Sharma', match: 'idProof' } },
  ],
  [
    'a phone another active tenant has',
    'DUPLICATE_TENANT',
    409,
    'Priya Sharma (Room E1) already has this phone number',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 3, { phone: f.phone })),
    { duplicate: { _id: expect.any(String), name: 'Priya Sharma', match: 'phone' } },
  ],
  [
    'making a tenant inactive without a leaving date',
    'LEAVING_DATE_REQUIRED',
    400,
    'Leaving date is required to make a tenant inactive',
    () =>
      as.put(`/tenants/${f.tenantId}`, {
        ...tenantBody(f.fullRoom, 1, { phone: f.phone, idProofNumber: f.aadhaar }),
        active: false,
      }),
  ],
  [
    'making a tenant who left active without a bed',
    'BED_REQUIRED',
    400,
    'Choose a room and a bed to make the tenant active again',
    () =>
      as.put(`/tenants/${f.leftTenant}`, {
        ...tenantBody(f.bedTwoRoom, 1, { name: 'Left Already' }),
        roomId: null,
        bedNumber: null,
      }),
  ],
  [
    'a date of birth after today',
    'DOB_IN_FUTURE',
    400,
    'Date of birth cannot be in the future',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 3, { dob: '2099-01-01' })),
  ],
  [
    'a joining date more than a year ahead',
    'JOINING_DATE_TOO_FAR',
    400,
    'Joining date cannot be more than a year ahead',
    () => as.post('/tenants', tenantBody(f.twoTenantRoom, 3, { joiningDate: '2099-01-01' })),
  ],
  [
    'a photo that is not an image',
    'INVALID_PHOTO',
    400,
    'Photo must be a JPEG or PNG image',
    () =>
      raw({
        method: 'PUT',
        url: `/tenants/${f.tenantId}/photo`,
        type: 'image/jpeg',
        payload: Buffer.from('not a picture'),
      }),
  ],
  // Rents and payments.
  [
    'a second rent for the same month',
    'DUPLICATE_RENT',
    409,
    'A rent record for this tenant and period already exists',
    () => as.post('/rents', rentBody()),
  ],
  [
    "changing a rent's month",
    'RENT_PERIOD_FIXED',
    400,
    'Tenant, month and year cannot be changed',
    () => as.put(`/rents/${f.rent}`, rentBody({ month: 5 })),
  ],
  [
    'a payment over the balance',
    'OVER_BALANCE',
    400,
    'Amount cannot be more than the balance of ₹2,000',
    () => as.put(`/rents/${f.partPaidRent}/pay`, { amount: 2000.01 }),
  ],
  [
    'a payment dated after today',
    'PAYMENT_DATE_IN_FUTURE',
    400,
    'Payment date cannot be in the future',
    () => as.put(`/rents/${f.partPaidRent}/pay`, { amount: 1, paymentDate: '2099-01-01' }),
  ],
  [
    'a payment on a paid rent',
    'ALREADY_PAID',
    409,
    'This rent is already paid',
    () => as.put(`/rents/${f.paidRent}/pay`, { amount: 1 }),
  ],
  [
    'a rent amount below what is paid',
    'BELOW_PAID',
    400,
    'Amount cannot be less than the ₹4,000 already paid',
    () =>
      as.put(
        `/rents/${f.partPaidRent}`,
        rentBody({ month: 6, dueDate: '2030-06-05', amount: 3999 }),
      ),
  ],
  [
    'marking a paid rent unpaid',
    'PAYMENT_RECORDED',
    409,
    'This rent is already paid; recorded payments cannot be undone',
    () => as.put(`/rents/${f.paidRent}`, rentBody({ month: 4, dueDate: '2030-04-05' })),
  ],
  [
    'voiding a payment twice',
    'PAYMENT_VOIDED',
    409,
    'This payment is already voided',
    () => as.post(`/payments/${f.voidedPayment}/void`, { reason: 'again' }),
  ],
  [
    'deleting a rent with a payment standing',
    'RENT_HAS_PAYMENTS',
    409,
    'This rent has payments recorded: void them before deleting the rent',
    () => as.delete(`/rents/${f.partPaidRent}`),
  ],
  [
    'paying a rent cancelled when its tenant left',
    'RENT_CANCELLED',
    409,
    'This rent was cancelled when its tenant left',
    () => as.put(`/rents/${f.cancelledRent}/pay`, {}),
  ],
  // Charges, deposits and meters.
  [
    'a charge that is not there',
    'NOT_FOUND',
    404,
    'Charge not found',
    () => as.put(`/charges/${randomUUID()}/pay`, {}),
  ],
  [
    'a payment on a charge over its balance',
    'OVER_BALANCE',
    400,
    'Amount cannot be more than the balance of ₹400',
    () => as.put(`/charges/${f.partPaidCharge}/pay`, { amount: 401 }),
  ],
  [
    'waiving a charge with a payment standing',
    'CHARGE_HAS_PAYMENTS',
    409,
    'This charge has payments recorded: void them before waiving the charge',
    () => as.post(`/charges/${f.partPaidCharge}/waive`, { reason: 'Goodwill' }),
  ],
  [
    'waiving a charge twice',
    'CHARGE_WAIVED',
    409,
    'This charge is already waived',
    () => as.post(`/charges/${f.waivedCharge}/waive`, { reason: 'Again' }),
  ],
  [
    'paying a waived charge',
    'CHARGE_WAIVED',
    409,
    'This charge is already waived',
    () => as.put(`/charges/${f.waivedCharge}/pay`, {}),
  ],
  [
    'a refund of more deposit than is held',
    'OVER_DEPOSIT_HELD',
    409,
    'Amount cannot be more than the deposit held (₹0)',
    () =>
      as.post(`/tenants/${f.tenantId}/deposit`, {
        kind: 'refund',
        amount: 1,
        date: '2026-11-20',
        method: 'Cash',
      }),
  ],
  [
    'a meter reading not after the last one',
    'METER_READING_ORDER',
    409,
    "A reading must be dated after 1 Oct 2026 and be at least 10, the room's last reading",
    () => as.post(`/rooms/${f.fullRoom}/meter-readings`, { date: '2026-10-01', reading: 20 }),
  ],
  [
    'closing a meter period with no electricity rate set',
    'NO_ELECTRICITY_RATE',
    400,
    'Set the electricity rate per unit in settings before closing a meter period',
    () => as.post(`/rooms/${f.fullRoom}/meter-readings`, { date: '2026-10-31', reading: 20 }),
  ],
];

/** Codes this table does not reach, and where they are proved instead. */
const ELSEWHERE: Partial<Record<ErrorCode, string>> = {
  TOO_MANY_ATTEMPTS: 'modules/auth/login-throttle.test.ts (eleven failed sign-ins)',
  NOT_POSITIVE:
    'packages/domain rules/payments.test.ts: over HTTP the contract refuses an amount of 0 first (INVALID_INPUT, rents.test.ts)',
  INTERNAL: 'the last test of this file',
  TENANT_INACTIVE: 'modules/move-out (a move-out of a tenant who already left)',
};

describe('every failed answer carries its code', () => {
  it.each(CASES)('%s: %s, %i', async (_what, code, status, error, send, details = {}) => {
    const before = await rowCounts();
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(STATUS_BY_CODE[code]).toBe(status);
    expect(response.json()).toEqual({
      success: false,
      error: typeof error === 'string' ? error : expect.stringMatching(error),
      code,
      ...details,
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('covers every code of the domain, here or in the named test', () => {
    const covered = new Set<string>([...CASES.map((c) => c[1]), ...Object.keys(ELSEWHERE)]);
    expect(ERROR_CODES.filter((code) => !covered.has(code))).toEqual([]);
  });

  it('maps every code to a 4xx or 5xx status', () => {
    for (const code of ERROR_CODES) {
      expect(STATUS_BY_CODE[code], code).toBeGreaterThanOrEqual(400);
      expect(STATUS_BY_CODE[code], code).toBeLessThan(600);
    }
  });

  it('answers an unexpected failure 500 INTERNAL, leaking nothing', async () => {
    await app.db.execute(sql`
      create function refuse_settings() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`);
    await app.db.execute(
      sql`create trigger refuse_settings before insert on admin_settings for each row execute function refuse_settings()`,
    );
    const response = await as.put('/settings', { eraseIdentityAfterDays: 30 });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, error: INTERNAL_MESSAGE, code: 'INTERNAL' });
    expect(response.body).not.toContain('refused for the test');
  });
});

// The sign-in attempts above are the owner's own; the owner can still sign in.
it('leaves the account usable', async () => {
  const response = await raw({
    method: 'POST',
    url: '/admin/login',
    type: 'application/json',
    payload: JSON.stringify({ email: owner.admin.email, password: TEST_PASSWORD }),
    signedIn: false,
  });
  expect(response.statusCode).toBe(200);
});

import { addDays, businessToday, type Charge } from '@nivas/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { brokenInvariants } from '../../../test/database-checks';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';
import { listUnpaidCharges } from './queries';

let app: App;
let owner: ReturnType<typeof actingAs>;
let ownerId: string;
let stranger: ReturnType<typeof actingAs>;
const today = businessToday('Asia/Kolkata');

beforeAll(async () => {
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

let floor = 0;
/** A tenant alone in a room of no rent, so that only the charges below are owed. */
async function newTenant(name = 'Charged') {
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

const chargeBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'water',
  amount: 450,
  date: '2030-03-01',
  dueDate: '2030-03-05',
  note: 'Tanker, March',
  ...overrides,
});

async function addCharge(tenantId: string, overrides: Record<string, unknown> = {}) {
  const response = await owner.post(`/tenants/${tenantId}/charges`, chargeBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Charge;
}

async function pay(chargeId: string, body: Record<string, unknown> = {}) {
  const response = await owner.put(`/charges/${chargeId}/pay`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ledgerOf = async (chargeId: string) =>
  (await owner.get(`/charges/${chargeId}/payments`)).json().data;

describe('POST /api/v1/tenants/{id}/charges', () => {
  it('records a due with its tenant and room, owed as a rent is', async () => {
    const { room, tenant } = await newTenant('Water Drinker');
    const response = await owner.post(`/tenants/${tenant._id}/charges`, chargeBody());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({
      _id: expect.any(String),
      tenantId: { _id: tenant._id, name: 'Water Drinker', phone: tenant.phone },
      tenantInfo: { name: 'Water Drinker', phone: tenant.phone },
      roomId: { _id: room._id, roomNumber: room.roomNumber, floorNumber: room.floorNumber },
      kind: 'water',
      amount: 450,
      amountPaid: 0,
      amountDue: 450,
      date: '2030-03-01',
      dueDate: '2030-03-05',
      note: 'Tanker, March',
      status: 'Pending',
      daysOverdue: 0,
      waived: null,
      rentId: null,
      meterReadingId: null,
      createdAt: expect.any(String),
    });
  });

  it('counts a charge past its due date as overdue', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id, {
      date: addDays(today, -20),
      dueDate: addDays(today, -6),
    });
    expect(charge).toMatchObject({ status: 'Overdue', daysOverdue: 6 });
  });

  it.each([
    [{ amount: 0 }, /Amount must be/],
    [{ amount: -5 }, /Amount/],
    [{ amount: 10.005 }, /Amount/],
    [{ kind: 'rent' }, /Kind must be one of electricity, water/],
    [{ dueDate: '2030-02-28' }, 'Due date cannot be before the date'],
    [{ date: 'someday' }, /Date/],
    [{ note: 'x'.repeat(301) }, 'Note must be at most 300 characters'],
    [{ paidPaise: 100 }, /Unrecognized key/],
  ])('refuses %o with 400, adding nothing', async (overrides, message) => {
    const { tenant } = await newTenant();
    const response = await owner.post(`/tenants/${tenant._id}/charges`, chargeBody(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(response.json().error).toMatch(message);
    expect((await owner.get(`/charges?tenantId=${tenant._id}`)).json().data).toEqual([]);
  });

  it("answers 404 for another admin's tenant and an unknown one", async () => {
    const { tenant } = await newTenant();
    for (const id of [tenant._id, '6f1c1a52-7a55-4c51-9d0b-2f2a0c7f0b11', 'nobody']) {
      const response = await stranger.post(`/tenants/${id}/charges`, chargeBody());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Tenant not found', code: 'NOT_FOUND' });
    }
    expect((await owner.get(`/charges?tenantId=${tenant._id}`)).json().data).toEqual([]);
  });
});

describe('PUT /api/v1/charges/{id}/pay', () => {
  it('takes a charge paid in two parts through the ledger, then refuses a third', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id, { kind: 'electricity', amount: 1020.5 });

    const first = await pay(charge._id, {
      amount: 600,
      paymentMethod: 'UPI',
      paymentReference: 'UPI-7',
      paymentDate: '2025-03-03',
    });
    expect(first.data).toMatchObject({
      amount: 1020.5,
      amountPaid: 600,
      amountDue: 420.5,
      status: 'Partially Paid',
    });
    expect(first.payment).toMatchObject({
      amount: 600,
      method: 'UPI',
      reference: 'UPI-7',
      paidOn: '2025-03-03',
      rentId: null,
      tenantId: tenant._id,
      label: 'Electricity · 1 Mar 2030',
      voided: null,
    });
    expect(Object.keys(first).sort()).toEqual(['data', 'payment', 'success', 'warnings']);

    // No amount pays the balance.
    const second = await pay(charge._id, { paymentMethod: 'Cash' });
    expect(second.data).toMatchObject({ amountPaid: 1020.5, amountDue: 0, status: 'Paid' });
    expect(second.payment).toMatchObject({ amount: 420.5, method: 'Cash', paidOn: today });

    const ledger = await ledgerOf(charge._id);
    expect(ledger.map((p: { _id: string }) => p._id)).toEqual([
      first.payment._id,
      second.payment._id,
    ]);

    const third = await owner.put(`/charges/${charge._id}/pay`, { amount: 1 });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      success: false,
      error: 'This charge is already paid',
      code: 'ALREADY_PAID',
    });
    expect(await ledgerOf(charge._id)).toHaveLength(2);
  });

  it('refuses more than the balance with 400 OVER_BALANCE, recording nothing', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id, { amount: 300 });
    await pay(charge._id, { amount: 100 });
    const response = await owner.put(`/charges/${charge._id}/pay`, { amount: 200.01 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Amount cannot be more than the balance of ₹200',
      code: 'OVER_BALANCE',
    });
    expect(await ledgerOf(charge._id)).toHaveLength(1);
  });

  it('refuses an amount of 0, a false isPaid and an unknown field with 400', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id);
    for (const body of [{ amount: 0 }, { isPaid: false }, { amount: 5, amout: 5 }]) {
      const response = await owner.put(`/charges/${charge._id}/pay`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
    }
    expect(await ledgerOf(charge._id)).toEqual([]);
  });
});

describe('voiding a charge payment (POST /api/v1/payments/{id}/void)', () => {
  it("lowers the charge's paid amount, keeps the payment marked, and lets it be paid again", async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id, { amount: 800 });
    const { payment } = await pay(charge._id, { amount: 500 });
    await pay(charge._id, { amount: 100 });

    const voided = await owner.post(`/payments/${payment._id}/void`, { reason: 'Wrong tenant' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      data: { _id: payment._id, voided: { reason: 'Wrong tenant' } },
      rent: null,
    });
    const after = (await owner.get(`/charges?tenantId=${tenant._id}`)).json().data[0];
    expect(after).toMatchObject({ amountPaid: 100, amountDue: 700, status: 'Partially Paid' });
    const ledger = await ledgerOf(charge._id);
    expect(ledger.map((p: { voided: unknown }) => p.voided !== null)).toEqual([true, false]);

    const again = await owner.post(`/payments/${payment._id}/void`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_VOIDED');

    const rest = await pay(charge._id, {});
    expect(rest.data).toMatchObject({ amountPaid: 800, status: 'Paid' });
  });
});

describe('POST /api/v1/charges/{id}/waive', () => {
  it('refuses while a payment stands, waives once voided, then refuses a second waiver and a payment', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id, { kind: 'damage', amount: 1500 });
    const { payment } = await pay(charge._id, { amount: 200 });

    const refused = await owner.post(`/charges/${charge._id}/waive`, { reason: 'Goodwill' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error: 'This charge has payments recorded: void them before waiving the charge',
      code: 'CHARGE_HAS_PAYMENTS',
    });

    await owner.post(`/payments/${payment._id}/void`, { reason: 'Refunded in cash' });
    const before = Date.now();
    const waived = await owner.post(`/charges/${charge._id}/waive`, { reason: 'Goodwill' });
    expect(waived.statusCode, waived.body).toBe(200);
    const data = waived.json().data;
    expect(data).toMatchObject({
      _id: charge._id,
      status: 'Cancelled',
      amount: 1500,
      amountPaid: 0,
      amountDue: 0,
      waived: { reason: 'Goodwill', at: expect.any(String) },
    });
    expect(Date.parse(data.waived.at)).toBeGreaterThanOrEqual(before - 1000);

    const twice = await owner.post(`/charges/${charge._id}/waive`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      success: false,
      error: 'This charge is already waived',
      code: 'CHARGE_WAIVED',
    });
    const paid = await owner.put(`/charges/${charge._id}/pay`, { amount: 10 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('CHARGE_WAIVED');
    // Kept, with its voided payment: a charge is never deleted.
    expect(await ledgerOf(charge._id)).toHaveLength(1);
  });

  it.each([
    [{}, 'Reason is required'],
    [{ reason: '  ' }, 'Reason is required'],
    [{ reason: 'x'.repeat(201) }, 'Reason must be at most 200 characters'],
  ])('refuses %o with 400', async (body, message) => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id);
    const response = await owner.post(`/charges/${charge._id}/waive`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});

describe('GET /api/v1/charges', () => {
  it('filters by the month a charge falls due in, its status and its tenant', async () => {
    const { tenant: asha } = await newTenant('Asha Filter');
    const { tenant: ravi } = await newTenant('Ravi Filter');
    const march = await addCharge(asha._id, { date: '2031-03-01', dueDate: '2031-03-31' });
    const april = await addCharge(asha._id, { date: '2031-03-20', dueDate: '2031-04-01' });
    const raviMarch = await addCharge(ravi._id, { date: '2031-03-02', dueDate: '2031-03-05' });
    await pay(raviMarch._id, { amount: 50 });
    const ids = (response: { json(): { data: Charge[] } }) =>
      response.json().data.map((c) => c._id);

    expect(ids(await owner.get('/charges?month=3&year=2031'))).toEqual([march._id, raviMarch._id]);
    expect(ids(await owner.get('/charges?month=4&year=2031'))).toEqual([april._id]);
    expect(ids(await owner.get(`/charges?tenantId=${asha._id}`))).toEqual([april._id, march._id]);
    expect(ids(await owner.get('/charges?month=3&year=2031&status=Partially%20Paid'))).toEqual([
      raviMarch._id,
    ]);
    expect(ids(await owner.get('/charges?month=3&year=2031&status=Pending'))).toEqual([march._id]);
    // Another admin sees none of them.
    expect((await stranger.get('/charges?month=3&year=2031')).json().data).toEqual([]);
  });

  it.each([
    ['month=3', 'Give both month and year, or neither'],
    ['month=13&year=2031', /month/],
    ['status=Late', /status must be one of/],
    ['tenantId=nobody', 'tenantId must be an id'],
  ])('refuses ?%s with 400', async (query, message) => {
    const response = await owner.get(`/charges?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });
});

describe("another admin's charge", () => {
  it('is 404 on every route that names it, and nothing changes', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id);
    await pay(charge._id, { amount: 100 });
    for (const response of [
      await stranger.put(`/charges/${charge._id}/pay`, { amount: 1 }),
      await stranger.post(`/charges/${charge._id}/waive`, { reason: 'Mine now' }),
      await stranger.get(`/charges/${charge._id}/payments`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Charge not found', code: 'NOT_FOUND' });
    }
    const after = (await owner.get(`/charges?tenantId=${tenant._id}`)).json().data[0];
    expect(after).toMatchObject({ amountPaid: 100, waived: null });
  });
});

describe('charges in the account and on the dashboard', () => {
  it('lists charges in the account, whose totals count them unless waived', async () => {
    const { tenant } = await newTenant();
    const overdue = await addCharge(tenant._id, {
      amount: 1000,
      date: addDays(today, -30),
      dueDate: addDays(today, -10),
    });
    await pay(overdue._id, { amount: 250 });
    const upcoming = await addCharge(tenant._id, {
      kind: 'mess',
      amount: 3000,
      date: today,
      dueDate: addDays(today, 5),
    });
    const waived = await addCharge(tenant._id, {
      kind: 'damage',
      amount: 700,
      date: addDays(today, -3),
      dueDate: addDays(today, -2),
    });
    await owner.post(`/charges/${waived._id}/waive`, { reason: 'Our fault' });

    const account = (await owner.get(`/tenants/${tenant._id}/account`)).json().data;
    expect(account.charges.map((c: Charge) => [c._id, c.status])).toEqual([
      [upcoming._id, 'Pending'],
      [waived._id, 'Cancelled'],
      [overdue._id, 'Overdue'],
    ]);
    expect(account.totals).toEqual({
      due: 750,
      overdue: 750,
      upcoming: 3000,
      paid: 250,
      credit: 0,
    });
    expect(account.payments).toEqual([
      expect.objectContaining({ amount: 250, label: expect.stringMatching(/^Water · /) }),
    ]);
  });

  it("counts what is owed on charges in the dashboard's pending amount", async () => {
    const admin = await registerAdmin(app);
    const as = actingAs(app, admin);
    const room = (await as.post('/rooms', roomBody({ rentAmount: 0 }))).json().data;
    const tenant = (await as.post('/tenants', tenantBody(room._id, 1))).json().data;
    const rent = await as.post('/rents', {
      tenantId: tenant._id,
      amount: 5000,
      month: 12,
      year: 2026,
      dueDate: '2026-12-05',
    });
    expect(rent.statusCode).toBe(201);
    const charge = (
      await as.post(`/tenants/${tenant._id}/charges`, chargeBody({ amount: 1234.5 }))
    ).json().data;
    await as.put(`/charges/${charge._id}/pay`, { amount: 234.5 });
    const waived = (await as.post(`/tenants/${tenant._id}/charges`, chargeBody())).json().data;
    await as.post(`/charges/${waived._id}/waive`, { reason: 'Not owed' });

    const stats = (await as.get('/dashboard/stats')).json().data;
    expect(stats).toMatchObject({ pendingRents: 1, pendingAmount: 6000 });
  });
});

describe('listUnpaidCharges (what a move-out settles)', () => {
  it("answers a tenant's charges still owed, oldest due first, none paid or waived", async () => {
    const { tenant } = await newTenant();
    const later = await addCharge(tenant._id, { date: '2031-05-01', dueDate: '2031-05-10' });
    const earlier = await addCharge(tenant._id, { date: '2031-04-01', dueDate: '2031-04-10' });
    const part = await addCharge(tenant._id, { date: '2031-06-01', dueDate: '2031-06-10' });
    await pay(part._id, { amount: 50 });
    const paid = await addCharge(tenant._id);
    await pay(paid._id);
    const waived = await addCharge(tenant._id);
    await owner.post(`/charges/${waived._id}/waive`, { reason: 'No' });

    const rows = await listUnpaidCharges(app.db, ownerId, tenant._id);
    expect(rows.map((row) => [row.id, row.amountPaise - row.paidPaise])).toEqual([
      [earlier._id, 45_000],
      [later._id, 45_000],
      [part._id, 40_000],
    ]);
  });
});

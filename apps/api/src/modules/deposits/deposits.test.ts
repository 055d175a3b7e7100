import { addDays, businessToday } from '@nivas/domain';
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

let app: App;
let owner: ReturnType<typeof actingAs>;
let stranger: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  owner = actingAs(app, await registerAdmin(app));
  stranger = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

let floor = 0;
async function newTenant(overrides: Record<string, unknown> = {}) {
  floor += 1;
  const room = (
    await owner.post('/rooms', roomBody({ floorNumber: floor, roomNumber: `D${floor}` }))
  ).json().data;
  const body = tenantBody(room._id, 1, { name: `Deposit ${floor}`, ...overrides });
  const created = await owner.post('/tenants', body);
  expect(created.statusCode, created.body).toBe(201);
  return { body, tenant: created.json().data as { _id: string; depositAmount: number } };
}

const entry = (overrides: Record<string, unknown> = {}) => ({
  kind: 'collect',
  amount: 10000,
  date: '2026-11-01',
  method: 'UPI',
  reference: 'UPI-DEP',
  ...overrides,
});

async function record(tenantId: string, body: Record<string, unknown>) {
  const response = await owner.post(`/tenants/${tenantId}/deposit`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const depositOf = async (tenantId: string) =>
  (await owner.get(`/tenants/${tenantId}/account`)).json().data.deposit;

describe('the agreed deposit on the tenant', () => {
  it('is stored and answered on create, kept when an edit leaves it out, changed by an edit', async () => {
    const { body, tenant } = await newTenant({ depositAmount: 12000.5 });
    expect(tenant.depositAmount).toBe(12000.5);
    expect((await owner.get(`/tenants/${tenant._id}`)).json().data.depositAmount).toBe(12000.5);

    const { depositAmount: _left, ...withoutDeposit } = body as Record<string, unknown>;
    const kept = await owner.put(`/tenants/${tenant._id}`, withoutDeposit);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.depositAmount).toBe(12000.5);

    const changed = await owner.put(`/tenants/${tenant._id}`, { ...body, depositAmount: 8000 });
    expect(changed.json().data.depositAmount).toBe(8000);
    expect((await depositOf(tenant._id)).agreed).toBe(8000);

    const cleared = await owner.put(`/tenants/${tenant._id}`, { ...body, depositAmount: '' });
    expect(cleared.json().data.depositAmount).toBe(0);
  });

  it('is 0 when none is agreed', async () => {
    const { tenant } = await newTenant();
    expect(tenant.depositAmount).toBe(0);
    expect(await depositOf(tenant._id)).toEqual({ agreed: 0, held: 0, entries: [] });
  });
});

describe('POST /api/v1/tenants/{id}/deposit', () => {
  it('collects, deducts and refunds, answering what is held after each', async () => {
    const { tenant } = await newTenant({ depositAmount: 15000 });
    const collected = await record(tenant._id, entry());
    expect(collected).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        kind: 'collect',
        amount: 10000,
        date: '2026-11-01',
        method: 'UPI',
        reference: 'UPI-DEP',
        reason: '',
        createdAt: expect.any(String),
      },
      held: 10000,
    });
    expect((await record(tenant._id, entry({ amount: 5000, method: 'Cash' }))).held).toBe(15000);
    const deducted = await record(tenant._id, {
      kind: 'deduct',
      amount: 1200.5,
      date: '2026-11-10',
      reason: 'Broken chair',
    });
    expect(deducted).toMatchObject({
      data: { kind: 'deduct', amount: 1200.5, reason: 'Broken chair', method: null },
      held: 13799.5,
    });
    const refunded = await record(tenant._id, {
      kind: 'refund',
      amount: 13799.5,
      date: '2026-11-20',
      method: 'Bank Transfer',
    });
    expect(refunded.held).toBe(0);

    const deposit = await depositOf(tenant._id);
    expect(deposit.agreed).toBe(15000);
    expect(deposit.held).toBe(0);
    // Newest first.
    expect(
      deposit.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount]),
    ).toEqual([
      ['refund', 13799.5],
      ['deduct', 1200.5],
      ['collect', 5000],
      ['collect', 10000],
    ]);
  });

  it("refuses an entry dated after today in the PG's zone with 400 DATE_IN_FUTURE; today is taken", async () => {
    const { tenant } = await newTenant();
    const today = businessToday('Asia/Kolkata');
    await record(tenant._id, entry({ amount: 3000, date: today }));
    for (const body of [
      entry({ date: addDays(today, 1) }),
      { kind: 'refund', amount: 100, date: addDays(today, 1), method: 'Cash' },
      { kind: 'deduct', amount: 100, date: '2099-01-01', reason: 'Paint' },
    ]) {
      const response = await owner.post(`/tenants/${tenant._id}/deposit`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'Date cannot be in the future',
        code: 'DATE_IN_FUTURE',
      });
    }
    expect(await depositOf(tenant._id)).toMatchObject({ held: 3000, entries: [expect.anything()] });
  });

  it('refuses a deduction or refund over what is held with 409 OVER_DEPOSIT_HELD', async () => {
    const { tenant } = await newTenant();
    await record(tenant._id, entry({ amount: 3000 }));
    for (const body of [
      { kind: 'refund', amount: 3000.01, date: '2026-11-20', method: 'Cash' },
      { kind: 'deduct', amount: 5000, date: '2026-11-20', reason: 'Paint' },
    ]) {
      const response = await owner.post(`/tenants/${tenant._id}/deposit`, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        error: 'Amount cannot be more than the deposit held (₹3,000)',
        code: 'OVER_DEPOSIT_HELD',
      });
    }
    expect(await depositOf(tenant._id)).toMatchObject({ held: 3000, entries: [expect.anything()] });
  });

  it('a deposit is never used for rent: the account owes its rent whatever is held', async () => {
    const { tenant } = await newTenant();
    await record(tenant._id, entry({ amount: 50000 }));
    const account = (await owner.get(`/tenants/${tenant._id}/account`)).json().data;
    expect(account.totals.paid).toBe(0);
    expect(account.payments).toEqual([]);
    expect(account.deposit.held).toBe(50000);
  });

  it.each([
    [{ amount: 0 }, /Amount must be/],
    [{ amount: 10.001 }, /Amount/],
    [{ kind: 'borrow' }, 'Kind must be one of collect, deduct, refund'],
    [{ method: undefined }, 'Method is required'],
    [{ kind: 'refund', method: undefined }, 'Method is required'],
    [{ kind: 'deduct', method: undefined }, 'A deduction needs a reason'],
    [{ method: 'Gold' }, /Method must be one of/],
    [{ date: 'soon' }, /Date/],
    [{ reason: 'x'.repeat(201) }, 'Reason must be at most 200 characters'],
    [{ held: 5 }, /Unrecognized key/],
  ])('refuses %o with 400, recording nothing', async (overrides, message) => {
    const { tenant } = await newTenant();
    const response = await owner.post(`/tenants/${tenant._id}/deposit`, entry(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(response.json().error).toMatch(message);
    expect((await depositOf(tenant._id)).entries).toEqual([]);
  });

  it("answers 404 for another admin's tenant and an unknown one", async () => {
    const { tenant } = await newTenant();
    for (const id of [tenant._id, '6f1c1a52-7a55-4c51-9d0b-2f2a0c7f0b11', 'nobody']) {
      const response = await stranger.post(`/tenants/${id}/deposit`, entry());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Tenant not found', code: 'NOT_FOUND' });
    }
    expect((await depositOf(tenant._id)).entries).toEqual([]);
  });

  it('never lets two refunds racing take more than is held', async () => {
    const { tenant } = await newTenant();
    await record(tenant._id, entry({ amount: 1000 }));
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        owner.post(`/tenants/${tenant._id}/deposit`, {
          kind: 'refund',
          amount: 400,
          date: '2026-11-20',
          method: 'Cash',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect((await depositOf(tenant._id)).held).toBe(200);
  });
});

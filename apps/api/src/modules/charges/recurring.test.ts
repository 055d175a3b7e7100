import type { Charge } from '@nivas/domain';
import { sql } from 'drizzle-orm';
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
let stranger: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  stranger = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

/**
 * Each test has a PG of its own: generate-monthly runs for every tenant of the PG, and the
 * months below are far from today so that no first rent or rule of the day meets them.
 */
async function newPg() {
  const as = actingAs(app, await registerAdmin(app));
  const room = (await as.post('/rooms', roomBody({ rentAmount: 6000, capacity: 3 }))).json().data;
  const addTenant = async (bed: number, name: string) => {
    const created = await as.post('/tenants', tenantBody(room._id, bed, { name }));
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { _id: string; name: string };
  };
  const plan = async (tenantId: string, body: Record<string, unknown>) => {
    const response = await as.post(`/tenants/${tenantId}/recurring-charges`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { _id: string };
  };
  const generate = async (month: number, year: number) => {
    const response = await as.post('/rents/generate-monthly', { month, year });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { created: number };
  };
  const chargesOf = async (tenantId: string) =>
    (await as.get(`/charges?tenantId=${tenantId}`)).json().data as Charge[];
  return { as, room, addTenant, plan, generate, chargesOf };
}

describe('POST /api/v1/tenants/{id}/recurring-charges', () => {
  it('records a plan, answered in the account until it ends', async () => {
    const { as, addTenant } = await newPg();
    const tenant = await addTenant(1, 'Mess Eater');
    const response = await as.post(`/tenants/${tenant._id}/recurring-charges`, {
      kind: 'mess',
      amount: 3500,
      note: 'Veg plan',
    });
    expect(response.statusCode, response.body).toBe(201);
    const plan = response.json().data;
    expect(plan).toEqual({
      _id: expect.any(String),
      kind: 'mess',
      amount: 3500,
      note: 'Veg plan',
      createdAt: expect.any(String),
    });
    const account = async () => (await as.get(`/tenants/${tenant._id}/account`)).json().data;
    expect((await account()).recurringCharges).toEqual([plan]);

    const ended = await as.delete(`/recurring-charges/${plan._id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toEqual(plan);
    expect((await account()).recurringCharges).toEqual([]);
    // Ending it again changes nothing.
    expect((await as.delete(`/recurring-charges/${plan._id}`)).statusCode).toBe(200);
  });

  it.each([
    [{ kind: 'mess', amount: 0 }, /Amount must be/],
    [{ kind: 'rent', amount: 100 }, /Kind must be one of/],
    [{ amount: 100 }, /Kind must be one of/],
    [{ kind: 'mess', amount: 100, note: 'x'.repeat(301) }, /Note must be at most 300/],
    [{ kind: 'mess', amount: 100, startMonth: 3 }, /Unrecognized key/],
  ])('refuses %o with 400', async (body, message) => {
    const { as, addTenant } = await newPg();
    const tenant = await addTenant(1, 'Refused');
    const response = await as.post(`/tenants/${tenant._id}/recurring-charges`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await as.get(`/tenants/${tenant._id}/account`)).json().data.recurringCharges).toEqual(
      [],
    );
  });

  it("answers 404 for another admin's tenant or plan", async () => {
    const { addTenant, plan } = await newPg();
    const tenant = await addTenant(1, 'Guarded');
    const mine = await plan(tenant._id, { kind: 'laundry', amount: 300 });
    const created = await stranger.post(`/tenants/${tenant._id}/recurring-charges`, {
      kind: 'mess',
      amount: 100,
    });
    expect(created.statusCode).toBe(404);
    expect(created.json().error).toBe('Tenant not found');
    const ended = await stranger.delete(`/recurring-charges/${mine._id}`);
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toMatchObject({ error: 'Recurring charge not found', code: 'NOT_FOUND' });
  });
});

describe('recurring charges beside the monthly rents', () => {
  it('generate-monthly makes each live plan a charge beside the rent, once', async () => {
    const { addTenant, plan, generate, chargesOf } = await newPg();
    const asha = await addTenant(1, 'Asha Plan');
    const ravi = await addTenant(2, 'Ravi Plain');
    await plan(asha._id, { kind: 'mess', amount: 3500, note: 'Veg plan' });
    await plan(asha._id, { kind: 'laundry', amount: 400 });

    expect(await generate(3, 2032)).toMatchObject({ created: 2 });
    const charges = await chargesOf(asha._id);
    expect(charges.map((c) => [c.kind, c.amount, c.date, c.dueDate, c.note]).sort()).toEqual([
      ['laundry', 400, '2032-03-01', '2032-03-05', ''],
      ['mess', 3500, '2032-03-01', '2032-03-05', 'Veg plan'],
    ]);
    expect(await chargesOf(ravi._id)).toEqual([]);

    // A second run makes nothing: neither rents nor charges.
    expect(await generate(3, 2032)).toMatchObject({ created: 0 });
    expect(await chargesOf(asha._id)).toHaveLength(2);
  });

  it('a plan made on the 1st before dawn, India time, starts that month, not the one before', async () => {
    const { addTenant, plan, generate, chargesOf } = await newPg();
    const asha = await addTenant(1, 'Asha Early');
    const made = await plan(asha._id, { kind: 'mess', amount: 3000 });
    // 1 June 2032, 02:00 in Kolkata: still 31 May in UTC.
    await app.db.execute(
      sql`update recurring_charges set created_at = '2032-06-01T02:00:00+05:30' where id = ${made._id}`,
    );

    await generate(5, 2032);
    expect(await chargesOf(asha._id)).toEqual([]);
    await generate(6, 2032);
    expect((await chargesOf(asha._id)).map((c) => [c.kind, c.date])).toEqual([
      ['mess', '2032-06-01'],
    ]);
  });

  it('a plan ended makes no more charges; those it made stay', async () => {
    const { as, addTenant, plan, generate, chargesOf } = await newPg();
    const tenant = await addTenant(1, 'Stops Eating');
    const mess = await plan(tenant._id, { kind: 'mess', amount: 3000 });
    await generate(5, 2032);
    await as.delete(`/recurring-charges/${mess._id}`);
    await generate(6, 2032);
    expect((await chargesOf(tenant._id)).map((c) => c.date)).toEqual(['2032-05-01']);
  });

  it("paying a month in full makes next month's rent with its plan's charges", async () => {
    const { as, addTenant, plan, chargesOf } = await newPg();
    const tenant = await addTenant(1, 'Pays Ahead');
    await plan(tenant._id, { kind: 'mess', amount: 2500 });
    const rent = (
      await as.post('/rents', {
        tenantId: tenant._id,
        amount: 6000,
        month: 7,
        year: 2032,
        dueDate: '2032-07-05',
      })
    ).json().data;
    const paid = await as.put(`/rents/${rent._id}/pay`, {});
    expect(paid.json().nextRent).toMatchObject({ month: 8, year: 2032 });
    expect((await chargesOf(tenant._id)).map((c) => [c.kind, c.date, c.dueDate])).toEqual([
      ['mess', '2032-08-01', '2032-08-05'],
    ]);
    // The monthly run for August then makes it no second time.
    expect((await as.post('/rents/generate-monthly', { month: 8, year: 2032 })).statusCode).toBe(
      200,
    );
    expect(await chargesOf(tenant._id)).toHaveLength(1);
  });

  it('leaving ends the plans and waives the charges of months after the leaving date', async () => {
    const { as, room, plan, generate, chargesOf } = await newPg();
    const body = tenantBody(room._id, 1, { name: 'Leaves Early' });
    const tenant = (await as.post('/tenants', body)).json().data;
    await plan(tenant._id, { kind: 'mess', amount: 3000 });
    await generate(1, 2033);
    await generate(2, 2033);
    const january = (await chargesOf(tenant._id)).find((c) => c.date === '2033-01-01')!;
    await as.put(`/charges/${january._id}/pay`, { amount: 1000 });

    const left = await as.put(`/tenants/${tenant._id}`, {
      ...body,
      active: false,
      leavingDate: '2033-01-20',
    });
    expect(left.statusCode, left.body).toBe(200);
    const after = await chargesOf(tenant._id);
    expect(after.map((c) => [c.date, c.status, c.waived?.reason ?? null])).toEqual([
      ['2033-02-01', 'Cancelled', 'The tenant left before this month'],
      ['2033-01-01', expect.not.stringMatching('Cancelled'), null],
    ]);
    const account = (await as.get(`/tenants/${tenant._id}/account`)).json().data;
    expect(account.recurringCharges).toEqual([]);
  });
});

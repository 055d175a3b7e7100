import { addDays, businessToday, type Payment, type Rent } from '@nivas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
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
const today = businessToday('Asia/Kolkata');

beforeAll(async () => {
  app = await createTestApp();
  owner = actingAs(app, await registerAdmin(app));
  stranger = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});

let floor = 0;
async function tenantWithRent(rentAmount = 6000) {
  floor += 1;
  const room = (
    await owner.post(
      '/rooms',
      roomBody({ floorNumber: floor, roomNumber: `A${floor}`, rentAmount }),
    )
  ).json().data;
  const created = await owner.post(
    '/tenants',
    tenantBody(room._id, 1, { name: `Account ${floor}`, joiningDate: '2026-11-01' }),
  );
  expect(created.statusCode, created.body).toBe(201);
  return { room, tenant: created.json().data, firstRent: created.json().firstRent };
}

async function addRent(
  tenantId: string,
  month: number,
  year: number,
  dueDate: string,
  amount = 5000,
) {
  const response = await owner.post('/rents', { tenantId, amount, month, year, dueDate });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Rent;
}
const pay = async (rentId: string, body: Record<string, unknown> = {}) => {
  const response = await owner.put(`/rents/${rentId}/pay`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 100, 0)) / 100;

/** The totals as the account's own rows add them up, independently of the server's sum. */
function totalsOf(rents: Rent[], payments: Payment[]) {
  const live = rents.filter((r) => r.status !== 'Cancelled');
  return {
    due: sum(live.filter((r) => r.dueDate <= today).map((r) => r.amountDue)),
    overdue: sum(live.filter((r) => r.status === 'Overdue').map((r) => r.amountDue)),
    upcoming: sum(live.filter((r) => r.dueDate > today).map((r) => r.amountDue)),
    paid: sum(payments.filter((p) => p.voided === null).map((p) => p.amount)),
    credit: 0,
  };
}

describe('GET /api/v1/tenants/{id}/account', () => {
  it('lists every rent and payment, and its totals add up to them', async () => {
    const { tenant, firstRent } = await tenantWithRent();
    const late = await addRent(tenant._id, 1, 2020, '2020-01-05');
    await pay(late._id, { amount: 2000, paymentDate: '2020-01-10' });
    const paid = await addRent(tenant._id, 2, 2020, '2020-02-05');
    const { nextRent } = await pay(paid._id, { paymentDate: '2020-02-04' });
    expect(nextRent).toMatchObject({ month: 3, year: 2020, amount: 6000 });
    const ahead = await addRent(tenant._id, 6, 2031, '2031-06-05', 4000);
    const { data: partAhead } = await pay(ahead._id, { amount: 1000, paymentDate: today });
    const [wrong] = (await owner.get(`/rents/${ahead._id}/payments`)).json().data;
    await owner.post(`/payments/${wrong._id}/void`, { reason: 'Wrong tenant' });
    expect(partAhead.amountPaid).toBe(1000);

    const response = await owner.get(`/tenants/${tenant._id}/account`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.tenant).toMatchObject({ _id: tenant._id, name: tenant.name });
    expect(data.tenant.idProofNumber).toMatch(/^XXXX XXXX \d{4}$/);
    // Newest due date first: June 2031, November 2026 (the first rent), March, February, January 2020.
    expect(data.rents.map((r: Rent) => r._id)).toEqual([
      ahead._id,
      firstRent._id,
      nextRent._id,
      paid._id,
      late._id,
    ]);
    expect(data.payments).toHaveLength(3);
    expect(data.payments.map((p: Payment) => p.paidOn)).toEqual([
      today,
      '2020-02-04',
      '2020-01-10',
    ]);
    expect(data.payments[0].voided).toMatchObject({ reason: 'Wrong tenant' });

    expect(data.totals).toEqual(totalsOf(data.rents, data.payments));
    // And in figures: January owes 3,000 and March 6,000, both late; November's first rent
    // (a whole month from the 1st) 6,000 too; June 2031 owes all of its 4,000, later.
    expect(data.totals).toEqual({
      due: 3000 + 6000 + 6000,
      overdue: today > '2026-11-01' ? 15000 : 9000,
      upcoming: 4000,
      paid: 2000 + 5000,
      credit: 0,
    });
    // What the payments add up to is what the rents say was paid.
    expect(data.totals.paid).toBe(sum(data.rents.map((r: Rent) => r.amountPaid)));
  });

  it('answers for a tenant who left, their later rents cancelled and out of the totals', async () => {
    const { tenant, room } = await tenantWithRent();
    const later = await addRent(tenant._id, 3, 2031, '2031-03-05');
    const leaving = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, {
        name: tenant.name,
        phone: tenant.phone,
        active: false,
        leavingDate: addDays(today, 1),
      }),
    );
    expect(leaving.statusCode, leaving.body).toBe(200);
    const { data } = (await owner.get(`/tenants/${tenant._id}/account`)).json();
    expect(data.tenant).toMatchObject({ active: false, leavingDate: addDays(today, 1) });
    expect(data.rents.find((r: Rent) => r._id === later._id)).toMatchObject({
      status: 'Cancelled',
      amountDue: 0,
    });
    expect(data.totals).toEqual(totalsOf(data.rents, data.payments));
    expect(data.totals.upcoming).toBe(0);
  });

  it("answers 404 for another admin's tenant and for an unknown one", async () => {
    const { tenant } = await tenantWithRent();
    for (const id of [tenant._id, '6f1c1a52-7a55-4c51-9d0b-2f2a0c7f0b11', 'nope']) {
      const response = await stranger.get(`/tenants/${id}/account`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Tenant not found', code: 'NOT_FOUND' });
    }
  });
});

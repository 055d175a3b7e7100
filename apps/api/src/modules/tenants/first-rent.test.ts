import { businessToday, proratedRent } from '@nivas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';

/**
 * A tenant's money starts with them: creating a tenant with a bed creates their first rent
 * (prorated from the joining day, or the full month, as the PG's setting says), at their own
 * monthly rent or their room's; generated months use the same rent.
 */
let app: App;
let as: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  as = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});

let floor = 0;
async function createRoom(rentAmount = 6000, capacity = 1) {
  floor += 1;
  const response = await as.post(
    '/rooms',
    roomBody({ floorNumber: floor, roomNumber: `J${floor}`, rentAmount, capacity }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; roomNumber: string };
}
async function create(roomId: string, overrides: Record<string, unknown>) {
  const response = await as.post('/tenants', tenantBody(roomId, 1, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('POST /api/v1/tenants: the first rent', () => {
  it.each([
    // [joining date, monthly rent, first rent]: November has 30 days, February 2027 28, 2024 29.
    ['2026-11-23', 6000, 1600], // 8 of 30 days
    ['2026-11-01', 6000, 6000], // the whole month
    ['2026-11-30', 6000, 200], // the last day alone
    ['2026-12-31', 6200, 200], // 1 of 31 days
    ['2026-12-16', 6200, 3200], // 16 of 31 days
    ['2027-02-15', 5600, 2800], // 14 of 28 days
    ['2024-02-15', 5800, 3000], // 15 of 29 days (a leap year)
    ['2026-11-20', 7000, 2567], // 11 of 30 days: 2566.67, rounded to the rupee
  ])(
    'joining on %s at ₹%d a month: a prorated first rent of ₹%d, due that day',
    async (joiningDate, monthly, amount) => {
      const room = await createRoom(monthly);
      const { data, firstRent } = await create(room._id, { joiningDate });
      const [year, month] = joiningDate.split('-').map(Number);
      expect(firstRent).toMatchObject({
        tenantId: { _id: data._id },
        roomId: { _id: room._id },
        month,
        year,
        dueDate: joiningDate,
        amount,
        amountPaid: 0,
        amountDue: amount,
        paymentPeriod: 'monthly',
      });
      const rents = (await as.get(`/rents?tenantId=${data._id}`)).json().data;
      expect(rents).toEqual([firstRent]);
    },
  );

  it("charges the tenant's own monthly rent, not the room's, and answers both", async () => {
    const room = await createRoom(6000);
    const { data, firstRent } = await create(room._id, {
      joiningDate: '2026-11-23',
      rentAmount: 4500,
    });
    expect(data).toMatchObject({ rentAmount: 4500, monthlyRent: 4500 });
    expect(firstRent.amount).toBe(1200);
  });

  it("charges the full month when the PG's setting says so", async () => {
    const fresh = actingAs(app, await registerAdmin(app));
    expect((await fresh.put('/settings', { firstMonth: 'full' })).statusCode).toBe(200);
    const room = (await fresh.post('/rooms', roomBody({ rentAmount: 6000 }))).json().data;
    const created = await fresh.post(
      '/tenants',
      tenantBody(room._id, 1, { joiningDate: '2026-11-23' }),
    );
    expect(created.json().firstRent).toMatchObject({
      month: 11,
      dueDate: '2026-11-23',
      amount: 6000,
    });
  });

  it('creates none for a tenant added inactive, or with no rent to pay', async () => {
    const room = await createRoom(6000);
    expect((await create(room._id, { active: false })).firstRent).toBeNull();
    const free = await createRoom(0);
    const { data, firstRent } = await create(free._id, {});
    expect(firstRent).toBeNull();
    expect((await as.get(`/rents?tenantId=${data._id}`)).json().data).toEqual([]);
  });

  it('paying the first rent creates next month at the monthly rent, due on the due day', async () => {
    const room = await createRoom(6000);
    const { firstRent } = await create(room._id, { joiningDate: '2026-11-23' });
    const paid = (await as.put(`/rents/${firstRent._id}/pay`, {})).json();
    expect(paid.nextRent).toMatchObject({
      month: 12,
      year: 2026,
      dueDate: '2026-12-05',
      amount: 6000,
    });
  });
});

describe("a tenant's own rent (rentAmount, monthlyRent)", () => {
  it('is set, changed and cleared by an edit; left out, it is kept', async () => {
    const room = await createRoom(6500);
    const { data: tenant } = await create(room._id, {});
    expect(tenant).toMatchObject({ rentAmount: null, monthlyRent: 6500 });
    const edit = (overrides: Record<string, unknown>) =>
      as.put(
        `/tenants/${tenant._id}`,
        tenantBody(room._id, 1, { name: tenant.name, phone: tenant.phone, ...overrides }),
      );
    expect((await edit({ rentAmount: 5000.5 })).json().data).toMatchObject({
      rentAmount: 5000.5,
      monthlyRent: 5000.5,
    });
    expect((await edit({})).json().data).toMatchObject({ rentAmount: 5000.5 });
    expect((await edit({ rentAmount: null })).json().data).toMatchObject({
      rentAmount: null,
      monthlyRent: 6500,
    });
    const refused = await edit({ rentAmount: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/Rent amount/);
  });

  it('is what generated months charge, from the joining month on, never before', async () => {
    const fresh = actingAs(app, await registerAdmin(app));
    const room = (await fresh.post('/rooms', roomBody({ rentAmount: 7000, capacity: 2 }))).json()
      .data;
    const own = (
      await fresh.post(
        '/tenants',
        tenantBody(room._id, 1, { name: 'Own Rent', rentAmount: 5500, joiningDate: '2024-05-10' }),
      )
    ).json().data;
    const roomRent = (
      await fresh.post(
        '/tenants',
        tenantBody(room._id, 2, { name: 'Room Rent', joiningDate: '2024-03-01' }),
      )
    ).json().data;
    const generated = async (month: number) =>
      (await fresh.post('/rents/generate-monthly', { month, year: 2024 })).json().data;

    expect(await generated(4)).toMatchObject({ created: 1, skipped: 0 });
    expect(await generated(6)).toMatchObject({ created: 2 });
    const amounts = async (tenantId: string) =>
      (await fresh.get(`/rents?tenantId=${tenantId}`))
        .json()
        .data.map((r: { month: number; amount: number }) => [r.month, r.amount]);
    // Own Rent: the prorated May (22 of 31 days of ₹5,500), then June at their own rent.
    expect(await amounts(own._id)).toEqual([
      [6, 5500],
      [5, 3903],
    ]);
    expect(await amounts(roomRent._id)).toEqual([
      [6, 7000],
      [4, 7000],
      [3, 7000],
    ]);
  });
});

describe('PUT /api/v1/tenants/:id: a tenant who comes back owes that month as one joining that day', () => {
  interface Rent {
    _id: string;
    month: number;
    year: number;
    dueDate: string;
    amount: number;
    status: string;
  }

  /**
   * A tenant at ₹6,000 a month from January 2026, in a PG of their own, who left on
   * `leavingDate` after the months named were generated.
   */
  async function leftTenant(leavingDate: string, generated: number[], settings?: object) {
    const owner = actingAs(app, await registerAdmin(app));
    if (settings) expect((await owner.put('/settings', settings)).statusCode).toBe(200);
    const room = (await owner.post('/rooms', roomBody({ rentAmount: 6000 }))).json().data;
    const body = tenantBody(room._id, 1, { joiningDate: '2026-01-10' });
    const tenant = (await owner.post('/tenants', body)).json().data;
    for (const month of generated) {
      const run = await owner.post('/rents/generate-monthly', { month, year: 2026 });
      expect(run.statusCode, run.body).toBe(200);
    }
    const left = await owner.put(`/tenants/${tenant._id}`, { ...body, active: false, leavingDate });
    expect(left.statusCode, left.body).toBe(200);
    return {
      comeBack: async (movedOn?: string) => {
        const back = await owner.put(`/tenants/${tenant._id}`, { ...body, movedOn });
        expect(back.statusCode, back.body).toBe(200);
      },
      rentOf: async (month: number, year = 2026) =>
        ((await owner.get(`/rents?tenantId=${tenant._id}`)).json().data as Rent[]).filter(
          (rent) => rent.year === year && rent.month === month,
        ),
    };
  }

  it('a month with no rent of theirs: one from the return day, prorated, due that day', async () => {
    const { comeBack, rentOf } = await leftTenant('2026-05-31', []);
    await comeBack('2026-08-20');
    // 12 of August's 31 days of ₹6,000: 2,322.58, rounded to the rupee.
    expect(await rentOf(8)).toEqual([
      expect.objectContaining({ dueDate: '2026-08-20', amount: 2323, status: 'Overdue' }),
    ]);
  });

  it('no day given: from today, due today', async () => {
    const { comeBack, rentOf } = await leftTenant('2026-05-31', []);
    await comeBack();
    const today = businessToday('Asia/Kolkata');
    const [year, month] = today.split('-').map(Number) as [number, number];
    expect(await rentOf(month, year)).toEqual([
      expect.objectContaining({ dueDate: today, amount: proratedRent(6000_00, today) / 100 }),
    ]);
  });

  it('the rent their leaving cancelled is taken up again for the days back', async () => {
    const { comeBack, rentOf } = await leftTenant('2026-05-31', [6]);
    const [cancelled] = await rentOf(6);
    expect(cancelled).toMatchObject({ amount: 6000, status: 'Cancelled' });
    await comeBack('2026-06-20');
    // 11 of June's 30 days.
    expect(await rentOf(6)).toEqual([
      expect.objectContaining({
        _id: cancelled!._id,
        dueDate: '2026-06-20',
        amount: 2200,
        status: 'Overdue',
      }),
    ]);
  });

  it('left and back within one month: that month’s rent stands as it was', async () => {
    const { comeBack, rentOf } = await leftTenant('2026-07-10', [7]);
    const before = await rentOf(7);
    expect(before).toEqual([expect.objectContaining({ amount: 6000, status: 'Overdue' })]);
    await comeBack('2026-07-25');
    expect(await rentOf(7)).toEqual(before);
  });

  it("the full month when the PG's setting says so", async () => {
    const { comeBack, rentOf } = await leftTenant('2026-05-31', [], { firstMonth: 'full' });
    await comeBack('2026-08-20');
    expect(await rentOf(8)).toEqual([
      expect.objectContaining({ dueDate: '2026-08-20', amount: 6000, status: 'Overdue' }),
    ]);
  });
});

import { businessToday, nextMonth, type Rent } from '@nivas/domain';
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
let as: ReturnType<typeof actingAs>;
const today = businessToday('Asia/Kolkata');

beforeAll(async () => {
  app = await createTestApp();
  as = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

let floor = 0;
/** A tenant who joined on 1 Nov 2026, alone in a room at ₹6,000 (their first rent: November). */
async function tenantInRoom() {
  floor += 1;
  const room = (
    await as.post(
      '/rooms',
      roomBody({ floorNumber: floor, roomNumber: `L${floor}`, capacity: 2, rentAmount: 6000 }),
    )
  ).json().data;
  const created = await as.post('/tenants', tenantBody(room._id, 1, { name: `Leaver ${floor}` }));
  expect(created.statusCode, created.body).toBe(201);
  const { data: tenant, firstRent } = created.json();
  const edit = (overrides: Record<string, unknown>) =>
    as.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { name: tenant.name, phone: tenant.phone, ...overrides }),
    );
  return { room, tenant, firstRent: firstRent as Rent, edit };
}
async function addRent(tenantId: string, month: number, year: number, dueDay = 5) {
  const dueDate = `${year}-${String(month).padStart(2, '0')}-${String(dueDay).padStart(2, '0')}`;
  const response = await as.post('/rents', { tenantId, amount: 6000, month, year, dueDate });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Rent;
}
const statusOf = async (rentId: string) => (await as.get(`/rents/${rentId}`)).json().data;

describe('PUT /api/v1/tenants/{id}: leaving', () => {
  it('refuses to make a tenant inactive without a leaving date (400), changing nothing', async () => {
    const { tenant, room, edit } = await tenantInRoom();
    for (const leavingDate of [undefined, null, '']) {
      const refused = await edit({ active: false, leavingDate });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        error: 'Leaving date is required to make a tenant inactive',
        code: 'LEAVING_DATE_REQUIRED',
      });
    }
    expect((await as.get(`/tenants/${tenant._id}`)).json().data).toMatchObject({
      active: true,
      roomId: { _id: room._id },
      leavingDate: null,
    });
  });

  it('refuses a leaving date before the joining date', async () => {
    const { edit } = await tenantInRoom();
    const refused = await edit({ active: false, leavingDate: '2026-10-31' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Leaving date cannot be before the joining date');
  });

  it('frees the bed, keeps the leaving month owed and cancels the later months nothing was paid on', async () => {
    const { tenant, room, firstRent, edit } = await tenantInRoom();
    const december = await addRent(tenant._id, 12, 2026);
    const january = await addRent(tenant._id, 1, 2027);
    const february = await addRent(tenant._id, 2, 2027);
    await as.put(`/rents/${february._id}/pay`, { amount: 500 }); // paid in advance, in part
    const dashboardBefore = (await as.get('/dashboard/stats')).json().data;

    const left = await edit({ active: false, leavingDate: '2026-11-20' });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data).toMatchObject({
      active: false,
      roomId: null,
      bedNumber: null,
      leavingDate: '2026-11-20',
    });
    expect((await as.get(`/rooms/${room._id}`)).json().data.occupiedBeds).toBe(0);

    // November, the month they left in, is still owed; December and January are cancelled;
    // February keeps what was paid on it (voiding it first is the owner's choice).
    expect(await statusOf(firstRent._id)).toMatchObject({ amountDue: 6000 });
    for (const cancelled of [december, january]) {
      expect(await statusOf(cancelled._id)).toMatchObject({
        status: 'Cancelled',
        amountDue: 0,
        isPaid: false,
      });
    }
    expect(await statusOf(february._id)).toMatchObject({
      status: 'Partially Paid',
      amountPaid: 500,
    });

    // Cancelled rents are out of every due figure and list.
    const dashboard = (await as.get('/dashboard/stats')).json().data;
    expect(dashboard.pendingAmount).toBe(dashboardBefore.pendingAmount - 12000);
    expect(dashboard.pendingRents).toBe(dashboardBefore.pendingRents - 2);
    const cancelledList = (await as.get(`/rents?status=Cancelled&tenantId=${tenant._id}`)).json()
      .data;
    expect(cancelledList.map((r: Rent) => r._id).sort()).toEqual(
      [december._id, january._id].sort(),
    );
    const paying = await as.put(`/rents/${december._id}/pay`, {});
    expect(paying.statusCode).toBe(409);
    expect(paying.json()).toMatchObject({
      code: 'RENT_CANCELLED',
      error: 'This rent was cancelled when its tenant left',
    });
  });

  it('refuses to make a tenant active again without a bed (400), and clears the leaving date with one', async () => {
    const { tenant, room, edit } = await tenantInRoom();
    expect((await edit({ active: false, leavingDate: '2026-11-15' })).statusCode).toBe(200);
    const refused = await as.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, {
        name: tenant.name,
        phone: tenant.phone,
        roomId: null,
        bedNumber: null,
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: 'Choose a room and a bed to make the tenant active again',
      code: 'BED_REQUIRED',
    });
    expect((await as.get(`/tenants/${tenant._id}`)).json().data.active).toBe(false);

    const back = await edit({ bedNumber: 2 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({
      active: true,
      bedNumber: 2,
      roomId: { _id: room._id },
      leavingDate: null,
    });
  });

  it('an edit of a tenant who left keeps their leaving date', async () => {
    const { tenant, room, edit } = await tenantInRoom();
    await edit({ active: false, leavingDate: '2026-11-15' });
    const renamed = await as.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, {
        name: 'Renamed',
        phone: tenant.phone,
        active: false,
        roomId: null,
        bedNumber: null,
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Renamed', leavingDate: '2026-11-15' });
  });
});

describe('DELETE /api/v1/tenants/{id}: cancels like leaving today', () => {
  it("cancels the unpaid rents of months after today, and keeps this month's", async () => {
    const { tenant, firstRent } = await tenantInRoom();
    const [year, month] = today.split('-').map(Number) as [number, number];
    const thisMonth =
      firstRent.month === month && firstRent.year === year
        ? firstRent
        : await addRent(tenant._id, month, year);
    const after = nextMonth(month, year);
    const later = await addRent(tenant._id, after.month, after.year);
    const farLater = await addRent(tenant._id, 6, year + 2);
    expect((await as.delete(`/tenants/${tenant._id}`)).statusCode).toBe(200);
    expect(await statusOf(thisMonth._id)).toMatchObject({
      tenantDeleted: true,
      amountDue: 6000,
    });
    for (const rent of [later, farLater]) {
      expect(await statusOf(rent._id)).toMatchObject({ tenantDeleted: true, status: 'Cancelled' });
    }
    // Out of the overdue and upcoming lists (a deleted tenant's later months were shown as due).
    const dashboard = (await as.get('/dashboard/stats')).json().data;
    const listed = [...dashboard.overdueRents, ...dashboard.upcomingDueRents].map(
      (r: Rent) => r._id,
    );
    expect(listed).not.toContain(later._id);
  });

  it('uses the leaving date of a tenant who had already left', async () => {
    const { tenant, edit } = await tenantInRoom();
    const [year] = today.split('-').map(Number) as [number];
    const later = await addRent(tenant._id, 3, year + 1);
    await edit({ active: false, leavingDate: '2026-11-20' });
    expect((await as.delete(`/tenants/${tenant._id}`)).statusCode).toBe(200);
    expect((await statusOf(later._id)).status).toBe('Cancelled');
  });
});

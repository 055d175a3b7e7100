import { addDays, businessToday } from '@nivas/domain';
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
const today = businessToday('Asia/Kolkata');

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/v1/dashboard/stats', () => {
  it('answers every figure for a seeded PG, and nothing of another PG', async () => {
    const owner = actingAs(app, await registerAdmin(app));
    const room = async (n: string, capacity: number) =>
      (
        await owner.post(
          '/rooms',
          // Rooms of no rent: their tenants get no first rent, so only the rents below count.
          roomBody({ roomNumber: n, floorNumber: 1, capacity, rentAmount: 0 }),
        )
      ).json().data;
    const tenant = async (roomId: string, bed: number, name: string) =>
      (await owner.post('/tenants', tenantBody(roomId, bed, { name }))).json().data;

    const full = await room('101', 2);
    const partial = await room('102', 3);
    await room('103', 1); // vacant
    const asha = await tenant(full._id, 1, 'Asha');
    const bina = await tenant(full._id, 2, 'Bina');
    const chitra = await tenant(partial._id, 1, 'Chitra');
    const gone = await tenant(partial._id, 2, 'Gone');

    const rent = (
      tenantId: string,
      month: number,
      dueDate: string,
      extra: Record<string, unknown> = {},
    ) =>
      owner.post('/rents', {
        tenantId,
        amount: 5000,
        month,
        year: 2026,
        dueDate,
        isPaid: false,
        ...extra,
      });
    await rent(asha._id, 1, addDays(today, -10)); // overdue, 10 days
    const latePart = (await rent(asha._id, 2, addDays(today, -2))).json().data; // overdue, 2 days
    await owner.put(`/rents/${latePart._id}/pay`, { amount: 1500 }); // ...and part paid
    await rent(bina._id, 1, addDays(today, -30), {
      isPaid: true,
      paymentDate: today,
      paymentMethod: 'Cash',
    }); // paid
    const partPaid = (await rent(bina._id, 2, addDays(today, 5))).json().data; // upcoming, part-paid
    await owner.put(`/rents/${partPaid._id}/pay`, { amount: 1000 });
    await rent(chitra._id, 1, addDays(today, 30)); // upcoming, last day of the window
    await rent(chitra._id, 2, addDays(today, 31)); // pending, outside the window
    // A month after Gone left: cancelled when they leave, so in no figure or list.
    await rent(gone._id, 12, addDays(today, 10), { year: 2030 });
    const left = await owner.put(
      `/tenants/${gone._id}`,
      tenantBody(partial._id, 2, {
        name: 'Gone',
        phone: gone.phone,
        active: false,
        leavingDate: gone.joiningDate,
      }),
    );
    expect(left.statusCode, left.body).toBe(200);

    // Another PG's data must not show up.
    const stranger = actingAs(app, await registerAdmin(app));
    const theirRoom = (await stranger.post('/rooms', roomBody())).json().data;
    await stranger.post('/tenants', tenantBody(theirRoom._id, 1));

    const response = await owner.get('/dashboard/stats');
    expect(response.statusCode).toBe(200);
    const stats = response.json().data;
    expect(stats).toMatchObject({
      totalRooms: 3,
      occupiedRooms: 2,
      partiallyOccupiedRooms: 1,
      fullyOccupiedRooms: 1,
      vacantRooms: 1,
      totalBeds: 6,
      occupiedBeds: 3,
      totalTenants: 3,
      pendingRents: 5,
      pendingAmount: 5000 + 3500 + 4000 + 5000 + 5000,
      // Due today or before: the two overdue rents, less what was paid on the second.
      owedTodayAmount: 5000 + 3500,
      overdueCount: 2,
      upcomingCount: 2,
    });
    expect(stats.overdueRents.map((r: { daysOverdue: number }) => r.daysOverdue)).toEqual([10, 2]);
    expect(stats.overdueRents[0]).toMatchObject({
      tenantId: { name: 'Asha', phone: asha.phone },
      roomId: { roomNumber: '101', floorNumber: 1 },
      paymentPeriod: 'monthly',
      amount: 5000,
      amountPaid: 0,
      amountDue: 5000,
      status: 'Overdue',
    });
    // Late and part paid: still Overdue, showing what is still owed.
    expect(stats.overdueRents[1]).toMatchObject({
      status: 'Overdue',
      amount: 5000,
      amountPaid: 1500,
      amountDue: 3500,
    });
    expect(stats.upcomingDueRents[0]).toMatchObject({ amountPaid: 1000, amountDue: 4000 });
    expect(stats.upcomingDueRents.map((r: { dueDate: string }) => r.dueDate)).toEqual([
      addDays(today, 5),
      addDays(today, 30),
    ]);
  });

  it('shows at most three of each list', async () => {
    const owner = actingAs(app, await registerAdmin(app));
    const room = (await owner.post('/rooms', roomBody({ capacity: 1, rentAmount: 0 }))).json().data;
    const tenant = (await owner.post('/tenants', tenantBody(room._id, 1))).json().data;
    for (let month = 1; month <= 5; month += 1) {
      await owner.post('/rents', {
        tenantId: tenant._id,
        amount: 100,
        month,
        year: 2025,
        dueDate: addDays(today, -month),
      });
      await owner.post('/rents', {
        tenantId: tenant._id,
        amount: 100,
        month,
        year: 2027,
        dueDate: addDays(today, month),
      });
    }
    const stats = (await owner.get('/dashboard/stats')).json().data;
    expect(stats.overdueCount).toBe(5);
    expect(stats.upcomingCount).toBe(5);
    expect(stats.overdueRents).toHaveLength(3);
    expect(stats.upcomingDueRents).toHaveLength(3);
  });

  it('answers zeros for a new PG and 401 without a token', async () => {
    const owner = actingAs(app, await registerAdmin(app));
    const stats = (await owner.get('/dashboard/stats')).json().data;
    expect(stats).toMatchObject({
      totalRooms: 0,
      totalTenants: 0,
      pendingRents: 0,
      pendingAmount: 0,
      owedTodayAmount: 0,
      overdueRents: [],
      upcomingDueRents: [],
    });
    expect((await app.inject({ url: '/api/v1/dashboard/stats' })).statusCode).toBe(401);
  });
});

describe('remembered answers', () => {
  it('do not outlive the first write of a new PG', async () => {
    const owner = actingAs(app, await registerAdmin(app));
    expect((await owner.get('/rooms')).json().data).toEqual([]);
    expect((await owner.get('/rooms')).json().data).toEqual([]);
    await owner.post('/rooms', roomBody());
    expect((await owner.get('/rooms')).json().data).toHaveLength(1);
  });

  it('never outlive a write: lists and figures read right after a change show it', async () => {
    const owner = actingAs(app, await registerAdmin(app));
    const room = (await owner.post('/rooms', roomBody({ capacity: 2, rentAmount: 0 }))).json().data;
    const tenant = (
      await owner.post('/tenants', tenantBody(room._id, 1, { name: 'First Name' }))
    ).json().data;
    const rent = (
      await owner.post('/rents', {
        tenantId: tenant._id,
        amount: 100,
        month: 1,
        year: 2026,
        dueDate: addDays(today, 3),
        paymentPeriod: 'weekly',
        weekNumber: 2,
      })
    ).json().data;
    // Read twice, so the second answer comes from memory.
    for (let i = 0; i < 2; i += 1) {
      expect((await owner.get('/dashboard/stats')).json().data.pendingRents).toBe(1);
      expect((await owner.get('/tenants')).json().data[0].name).toBe('First Name');
      expect((await owner.get('/rooms')).json().data[0].occupiedBeds).toBe(1);
    }
    // A weekly rent: paying it in full creates no next record, so nothing is left pending.
    await owner.put(`/rents/${rent._id}/pay`, {});
    expect((await owner.get('/dashboard/stats')).json().data.pendingRents).toBe(0);
    await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { name: 'Second Name', phone: tenant.phone }),
    );
    expect((await owner.get('/tenants')).json().data[0].name).toBe('Second Name');
    await owner.put(`/tenants/${tenant._id}/vacate`);
    expect((await owner.get('/rooms')).json().data[0].occupiedBeds).toBe(0);
  });
});

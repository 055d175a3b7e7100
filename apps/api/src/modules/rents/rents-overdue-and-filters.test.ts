import { addDays } from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import { actingAs, registerAdmin, roomBody, tenantBody } from '../../../test/test-app';
import {
  app,
  createRent,
  owner,
  setUpRentsApp,
  stranger,
  tenantInRoom,
  today,
} from './rents-test-setup';

/**
 * Which rents a list answers: the overdue ones, oldest debt first, and the rents list filtered
 * by status, dates, tenant and search words, paged.
 */
setUpRentsApp();

describe('overdue rents', () => {
  it('computes Overdue and daysOverdue from the due date, and lists the oldest debt first', async () => {
    const { tenant } = await tenantInRoom();
    const older = await createRent(tenant._id, {
      month: 1,
      year: 2026,
      dueDate: addDays(today, -40),
    });
    const newer = await createRent(tenant._id, {
      month: 2,
      year: 2026,
      dueDate: addDays(today, -3),
    });
    const paid = await createRent(tenant._id, {
      month: 3,
      year: 2026,
      dueDate: addDays(today, -20),
      isPaid: true,
      paymentDate: today,
      paymentMethod: 'Cash',
    });
    expect(newer).toMatchObject({ status: 'Overdue', daysOverdue: 3 });
    expect(older).toMatchObject({ status: 'Overdue', daysOverdue: 40 });
    const overdue = (await owner.get('/rents/overdue'))
      .json()
      .data.map((r: { _id: string }) => r._id);
    expect(overdue.indexOf(older._id)).toBeLessThan(overdue.indexOf(newer._id));
    expect(overdue).not.toContain(paid._id);
    expect((await stranger.get('/rents/overdue')).json().data).toEqual([]);
  });

  it('keeps a part-paid rent Overdue once its date has passed', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id, {
      month: 4,
      year: 2026,
      dueDate: addDays(today, -1),
    });
    const response = await owner.put(`/rents/${rent._id}/pay`, { amount: 100 });
    expect(response.json().data).toMatchObject({
      status: 'Overdue',
      daysOverdue: 1,
      amountPaid: 100,
    });
  });
});

describe('GET /api/v1/rents with filters and paging', () => {
  it('filters by status, dates and tenant, pages with a total, and still answers everything without them', async () => {
    const fresh = actingAs(app, await registerAdmin(app));
    // A room that costs nothing: its tenants get no first rent, and paying makes no next month.
    const room = (await fresh.post('/rooms', roomBody({ capacity: 2, rentAmount: 0 }))).json().data;
    const asha = (await fresh.post('/tenants', tenantBody(room._id, 1, { name: 'Asha' }))).json()
      .data;
    const bina = (await fresh.post('/tenants', tenantBody(room._id, 2, { name: 'Bina' }))).json()
      .data;
    const add = async (
      tenantId: string,
      month: number,
      dueDate: string,
      extra: Record<string, unknown> = {},
    ) =>
      (
        await fresh.post('/rents', { tenantId, amount: 1000, month, year: 2026, dueDate, ...extra })
      ).json().data;
    const overdue = await add(asha._id, 1, addDays(today, -5));
    const paid = await add(asha._id, 2, addDays(today, -35), {
      isPaid: true,
      paymentDate: today,
      paymentMethod: 'Cash',
    });
    const pending = await add(bina._id, 1, addDays(today, 10));
    const partial = await add(bina._id, 2, addDays(today, 20));
    await fresh.put(`/rents/${partial._id}/pay`, { amount: 400 });

    const ids = async (query: string) =>
      (await fresh.get(`/rents${query}`)).json().data.map((r: { _id: string }) => r._id);
    expect(await ids('')).toEqual([partial._id, pending._id, overdue._id, paid._id]);
    expect(await ids('?status=Overdue')).toEqual([overdue._id]);
    expect(await ids('?status=Paid')).toEqual([paid._id]);
    expect(await ids('?status=Pending')).toEqual([pending._id]);
    expect(await ids('?status=Partially%20Paid')).toEqual([partial._id]);
    expect(await ids(`?from=${addDays(today, -6)}&to=${addDays(today, 15)}`)).toEqual([
      pending._id,
      overdue._id,
    ]);
    expect(await ids(`?tenantId=${bina._id}`)).toEqual([partial._id, pending._id]);

    // Search: tenant name or phone, room number, month name or year; every word must match.
    expect(await ids('?q=bina')).toEqual([partial._id, pending._id]);
    expect(await ids(`?q=${room.roomNumber}&status=Paid`)).toEqual([paid._id]);
    expect(await ids('?q=feb%20asha')).toEqual([paid._id]);
    // A month typed in Hindi, as a Hindi screen names it (with or without the nukta).
    expect(await ids(`?q=${encodeURIComponent('फ़रवरी asha')}`)).toEqual([paid._id]);
    expect(await ids(`?q=${encodeURIComponent('फरवरी asha')}`)).toEqual([paid._id]);
    expect(await ids('?q=2026&tenantId=' + asha._id)).toEqual([overdue._id, paid._id]);
    expect(await ids('?q=100%25')).toEqual([]);
    const page = (await fresh.get('/rents?page=2&limit=3')).json();
    expect(page.data.map((r: { _id: string }) => r._id)).toEqual([paid._id]);
    expect(page.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    const searched = (await fresh.get('/rents?q=bina&status=Pending&page=1&limit=50')).json();
    expect(searched.data.map((r: { _id: string }) => r._id)).toEqual([pending._id]);
    expect(searched.pagination).toEqual({ page: 1, limit: 50, total: 1, totalPages: 1 });
    expect((await fresh.get('/rents')).json().pagination).toBeUndefined();
  });

  it('lists a late part-paid rent under Overdue and under Partially Paid', async () => {
    const fresh = actingAs(app, await registerAdmin(app));
    const room = (await fresh.post('/rooms', roomBody({ rentAmount: 0 }))).json().data;
    const tenant = (await fresh.post('/tenants', tenantBody(room._id, 1))).json().data;
    const add = async (month: number, dueDate: string, part: number) => {
      const rent = (
        await fresh.post('/rents', {
          tenantId: tenant._id,
          amount: 1000,
          month,
          year: 2026,
          dueDate,
        })
      ).json().data;
      await fresh.put(`/rents/${rent._id}/pay`, { amount: part });
      return rent._id as string;
    };
    const late = await add(1, addDays(today, -3), 300);
    const early = await add(2, addDays(today, 3), 300);
    const ids = async (status: string) =>
      (await fresh.get(`/rents?status=${status}`)).json().data.map((r: { _id: string }) => r._id);
    expect(await ids('Partially%20Paid')).toEqual([early, late]);
    expect(await ids('Overdue')).toEqual([late]);
    const answered = (await fresh.get(`/rents/${late}`)).json().data;
    expect(answered).toMatchObject({ status: 'Overdue', amountPaid: 300, amountDue: 700 });
  });

  it.each([
    ['?status=Late', 'status must be one of Pending, Partially Paid, Overdue, Paid, Cancelled'],
    ['?from=yesterday', 'from must be a date (YYYY-MM-DD)'],
    ['?to=0000-01-01', 'to must be between 1900 and 2100'],
    ['?to=275760-09-13', 'to must be a date (YYYY-MM-DD)'],
    ['?q=asha%00', 'q must not contain control characters'],
    ['?q=%1B%5B2J', 'q must not contain control characters'],
    ['?limit=0', 'limit must be at least 1'],
    ['?tenantId=abc', 'tenantId must be an id'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await owner.get(`/rents${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import { actingAs, registerAdmin, roomBody, tenantBody } from '../../../test/test-app';
import {
  app,
  createRent,
  owner,
  rentBody,
  setUpRentsApp,
  tenantInRoom,
  today,
} from './rents-test-setup';

/**
 * Next month's rent is made once: by the monthly run for every tenant holding a bed, and by
 * paying a monthly rent in full, whichever way it is paid.
 */
setUpRentsApp();

describe('POST /api/v1/rents/generate-monthly', () => {
  it('creates next month once per active tenant with a bed; a second run creates none', async () => {
    const fresh = actingAs(app, await registerAdmin(app));
    const room = (await fresh.post('/rooms', roomBody({ capacity: 3, rentAmount: 7200 }))).json()
      .data;
    await fresh.post('/tenants', tenantBody(room._id, 1, { name: 'Has Bed' }));
    const leaving = (
      await fresh.post('/tenants', tenantBody(room._id, 2, { name: 'Inactive One' }))
    ).json().data;
    await fresh.put(
      `/tenants/${leaving._id}`,
      tenantBody(room._id, 2, { name: 'Inactive One', active: false, leavingDate: '2026-11-30' }),
    );
    const roomless = (
      await fresh.post('/tenants', tenantBody(room._id, 3, { name: 'No Bed' }))
    ).json().data;
    await fresh.put(`/tenants/${roomless._id}/vacate`);

    const first = await fresh.post('/rents/generate-monthly', {});
    expect(first.statusCode).toBe(200);
    const [y, m] = today.split('-').map(Number) as [number, number];
    const next = m === 12 ? { month: 1, year: y + 1 } : { month: m + 1, year: y };
    expect(first.json()).toEqual({
      success: true,
      data: { created: 1, skipped: 0, ...next },
      message: `Generated 1 rent records for ${next.month}/${next.year}`,
    });
    // Besides the first rents made with each tenant, one rent of next month.
    const generated = async () =>
      ((await fresh.get('/rents')).json().data as { month: number; year: number }[]).filter(
        (r) => r.month === next.month && r.year === next.year,
      );
    const rents = await generated();
    expect(rents).toHaveLength(1);
    expect(rents[0]).toMatchObject({
      tenantId: { name: 'Has Bed' },
      amount: 7200,
      dueDate: `${next.year}-${String(next.month).padStart(2, '0')}-05`,
    });

    const second = await fresh.post('/rents/generate-monthly', {});
    expect(second.json().data).toMatchObject({ created: 0, skipped: 1 });
    expect(await generated()).toHaveLength(1);
  });

  it('generates a chosen month, and parallel runs never duplicate', async () => {
    const fresh = actingAs(app, await registerAdmin(app));
    const room = (await fresh.post('/rooms', roomBody({ capacity: 4 }))).json().data;
    for (const bed of [1, 2, 3, 4])
      await fresh.post('/tenants', tenantBody(room._id, bed, { name: `T${bed}` }));
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        fresh.post('/rents/generate-monthly', { month: 2, year: 2031 }),
      ),
    );
    expect(runs.every((r) => r.statusCode === 200)).toBe(true);
    expect(runs.reduce((sum, r) => sum + r.json().data.created, 0)).toBe(4);
    const rents = (await fresh.get('/rents?from=2031-01-01')).json().data;
    expect(rents).toHaveLength(4);
    expect(rents.every((r: { dueDate: string }) => r.dueDate === '2031-02-05')).toBe(true);
  });

  it('refuses a month without a year', async () => {
    const response = await owner.post('/rents/generate-monthly', { month: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Give both month and year, or neither');
  });
});

describe('next month, whichever way a monthly rent becomes paid', () => {
  const paidBody = { isPaid: true, paymentDate: '2025-09-02', paymentMethod: 'UPI' };

  it.each([
    [
      'PUT /rents/:id/pay',
      async (tenantId: string) => {
        const rent = await createRent(tenantId, { month: 9, dueDate: '2030-09-05' });
        return (await owner.put(`/rents/${rent._id}/pay`, {})).json();
      },
    ],
    [
      'POST /rents with isPaid',
      async (tenantId: string) =>
        (
          await owner.post(
            '/rents',
            rentBody(tenantId, { month: 9, dueDate: '2030-09-05', ...paidBody }),
          )
        ).json(),
    ],
    [
      'PUT /rents/:id with isPaid',
      async (tenantId: string) => {
        const rent = await createRent(tenantId, { month: 9, dueDate: '2030-09-05' });
        await owner.put(`/rents/${rent._id}/pay`, { amount: 1000 });
        const edit = rentBody(tenantId, { month: 9, dueDate: '2030-09-05', ...paidBody });
        return (await owner.put(`/rents/${rent._id}`, edit)).json();
      },
    ],
    [
      'PUT /rents/:id lowering the amount to what is paid',
      async (tenantId: string) => {
        const rent = await createRent(tenantId, { month: 9, dueDate: '2030-09-05' });
        await owner.put(`/rents/${rent._id}/pay`, { amount: 4000 });
        const edit = rentBody(tenantId, { month: 9, dueDate: '2030-09-05', amount: 4000 });
        return (await owner.put(`/rents/${rent._id}`, edit)).json();
      },
    ],
  ])(
    '%s answers nextRent: October at the monthly rent, due on the due day',
    async (_path, payIt) => {
      // The tenant pays ₹5,500 of their own, less than the room's ₹6,000.
      const { tenant } = await tenantInRoom({ rentAmount: 5500 });
      const answer = await payIt(tenant._id);
      expect(answer.data).toMatchObject({ month: 9, status: 'Paid' });
      expect(answer.nextRent).toMatchObject({
        tenantId: { _id: tenant._id },
        month: 10,
        year: 2030,
        dueDate: '2030-10-05',
        amount: 5500,
        status: 'Pending',
      });
      const october = (
        await owner.get(`/rents?tenantId=${tenant._id}&from=2030-10-01&to=2030-10-31`)
      ).json().data;
      expect(october).toEqual([answer.nextRent]);
    },
  );

  it('answers nextRent null when the rent is not paid in full, or next month exists', async () => {
    const { tenant } = await tenantInRoom();
    const created = await owner.post(
      '/rents',
      rentBody(tenant._id, { month: 7, dueDate: '2030-07-05' }),
    );
    expect(created.json().nextRent).toBeNull();
    const part = await owner.put(`/rents/${created.json().data._id}`, {
      ...rentBody(tenant._id, { month: 7, dueDate: '2030-07-06' }),
    });
    expect(part.json()).toMatchObject({ data: { dueDate: '2030-07-06' }, nextRent: null });
    await createRent(tenant._id, { month: 8, dueDate: '2030-08-05' });
    const paid = await owner.put(`/rents/${created.json().data._id}/pay`, {});
    expect(paid.json().nextRent).toBeNull();
  });

  it('PUT /rents/:id/pay with isPaid: false is 400 and records nothing', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id);
    const refused = await owner.put(`/rents/${rent._id}/pay`, {
      isPaid: false,
      paymentMethod: 'Cash',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: 'isPaid must be true to record a payment; a payment is undone by voiding it',
      code: 'INVALID_INPUT',
    });
    expect((await owner.get(`/rents/${rent._id}`)).json().data.amountPaid).toBe(0);
    expect((await owner.get(`/rents/${rent._id}/payments`)).json().data).toEqual([]);
  });
});

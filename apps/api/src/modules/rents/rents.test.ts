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
/** A room of its own floor with one tenant in bed 1. */
async function tenantInRoom(overrides: Record<string, unknown> = {}) {
  floor += 1;
  const room = (
    await owner.post(
      '/rooms',
      roomBody({ floorNumber: floor, roomNumber: `F${floor}`, rentAmount: 6000 }),
    )
  ).json().data;
  const response = await owner.post(
    '/tenants',
    tenantBody(room._id, 1, { name: `Tenant ${floor}`, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { room, tenant: response.json().data };
}

const rentBody = (tenantId: string, overrides: Record<string, unknown> = {}) => ({
  tenantId,
  amount: 6000,
  month: 3,
  year: 2030,
  dueDate: '2030-03-05',
  isPaid: false,
  ...overrides,
});

async function createRent(tenantId: string, overrides: Record<string, unknown> = {}) {
  const response = await owner.post('/rents', rentBody(tenantId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('POST /api/v1/rents', () => {
  it('creates a record with the tenant and room embedded and a computed status', async () => {
    const { tenant, room } = await tenantInRoom();
    const rent = await createRent(tenant._id);
    expect(rent).toMatchObject({
      tenantId: { _id: tenant._id, name: tenant.name, phone: tenant.phone },
      roomId: { _id: room._id, roomNumber: room.roomNumber, floorNumber: room.floorNumber },
      tenantInfo: { name: tenant.name, phone: tenant.phone },
      roomInfo: { roomNumber: room.roomNumber, floorNumber: room.floorNumber },
      tenantDeleted: false,
      month: 3,
      year: 2030,
      dueDate: '2030-03-05',
      amount: 6000,
      amountPaid: 0,
      isPaid: false,
      status: 'Pending',
      daysOverdue: 0,
      paymentPeriod: 'monthly',
      weekNumber: null,
      paymentDate: null,
      paymentMethod: null,
    });
  });

  it.each([
    [{ tenantId: undefined }, 'Tenant is required'],
    [{ month: 13 }, 'Month must be at most 12'],
    [{ month: 0 }, 'Month must be at least 1'],
    [{ year: 1999 }, 'Year must be at least 2000'],
    [{ year: 2101 }, 'Year must be at most 2100'],
    [{ amount: -1 }, 'Amount must be 0 or more'],
    [{ amount: 10.005 }, 'Amount may have at most two decimals'],
    [{ dueDate: undefined }, 'Due date is required'],
    [{ isPaid: true, paymentMethod: 'Cash' }, 'Payment date is required when the rent is paid'],
    [
      { isPaid: true, paymentDate: '2025-03-02' },
      'Payment method is required when the rent is paid',
    ],
    [
      { isPaid: true, paymentDate: '2025-03-02', paymentMethod: 'Gold' },
      'Payment method must be one of Cash, UPI, Bank Transfer, Cheque, Other',
    ],
  ])('refuses %o with 400 "%s"', async (change, message) => {
    const { tenant } = await tenantInRoom();
    const response = await owner.post('/rents', rentBody(tenant._id, change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: message, code: 'INVALID_INPUT' });
    // Only the first rent made with the tenant.
    const theirs = (await owner.get(`/rents?tenantId=${tenant._id}`)).json().data;
    expect(theirs.map((r: { dueDate: string }) => r.dueDate)).toEqual([tenant.joiningDate]);
  });

  it('refuses a second record for the same tenant, period, month and year (409)', async () => {
    const { tenant } = await tenantInRoom();
    await createRent(tenant._id);
    const response = await owner.post('/rents', rentBody(tenant._id, { dueDate: '2030-03-10' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'A rent record for this tenant and period already exists',
      code: 'DUPLICATE_RENT',
    });
  });

  it('with isPaid writes one payment for the whole amount', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id, {
      isPaid: true,
      paymentDate: '2025-03-02',
      paymentMethod: 'UPI',
      paymentReference: 'UPI-77',
    });
    expect(rent).toMatchObject({
      status: 'Paid',
      isPaid: true,
      amountPaid: 6000,
      paymentDate: '2025-03-02',
      paymentMethod: 'UPI',
      paymentReference: 'UPI-77',
    });
    const ledger = (await owner.get(`/rents/${rent._id}/payments`)).json().data;
    expect(ledger).toEqual([
      expect.objectContaining({
        amount: 6000,
        method: 'UPI',
        reference: 'UPI-77',
        paidOn: '2025-03-02',
      }),
    ]);
  });

  it("answers 404 for another admin's tenant", async () => {
    const { tenant } = await tenantInRoom();
    const response = await stranger.post('/rents', rentBody(tenant._id));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Tenant not found');
  });
});

describe('PUT /api/v1/rents/:id', () => {
  it('edits amount and due date but refuses to change tenant, month or year', async () => {
    const { tenant } = await tenantInRoom();
    const other = await tenantInRoom();
    const rent = await createRent(tenant._id);
    const edited = await owner.put(
      `/rents/${rent._id}`,
      rentBody(tenant._id, { amount: 6500, dueDate: '2030-03-07' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ amount: 6500, dueDate: '2030-03-07' });
    for (const change of [{ tenantId: other.tenant._id }, { month: 4 }, { year: 2031 }]) {
      const response = await owner.put(
        `/rents/${rent._id}`,
        rentBody(tenant._id, { amount: 6500, ...change }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Tenant, month and year cannot be changed',
        code: 'RENT_PERIOD_FIXED',
      });
    }
  });

  it('refuses an amount below what is already paid', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id);
    await owner.put(`/rents/${rent._id}/pay`, { amount: 4000, paymentMethod: 'Cash' });
    const response = await owner.put(`/rents/${rent._id}`, rentBody(tenant._id, { amount: 3000 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Amount cannot be less than the ₹4,000 already paid',
      code: 'BELOW_PAID',
    });
  });

  it('refuses to mark a paid rent unpaid (409): recorded payments stay', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id);
    await owner.put(`/rents/${rent._id}/pay`, {});
    const response = await owner.put(`/rents/${rent._id}`, rentBody(tenant._id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: 'This rent is already paid; recorded payments cannot be undone',
      code: 'PAYMENT_RECORDED',
    });
    expect((await owner.get(`/rents/${rent._id}`)).json().data).toMatchObject({
      amountPaid: 6000,
      status: 'Paid',
    });
  });
});

describe('PUT /api/v1/rents/:id/pay', () => {
  it('takes a part, then the rest: Partially Paid, then Paid with two ledger rows and next month created', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id, { month: 1, dueDate: '2030-01-31' });
    const part = await owner.put(`/rents/${rent._id}/pay`, {
      amount: 2500,
      paymentMethod: 'UPI',
      paymentReference: 'R1',
      notes: 'first half',
    });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      data: { status: 'Partially Paid', amountPaid: 2500, isPaid: false },
      nextRent: null,
    });

    const rest = await owner.put(`/rents/${rent._id}/pay`, { paymentMethod: 'Cash' });
    expect(rest.statusCode).toBe(200);
    const body = rest.json();
    expect(body.data).toMatchObject({
      status: 'Paid',
      amountPaid: 6000,
      isPaid: true,
      paymentMethod: 'Cash',
    });
    // Due on the 31st of January, but next month is due on the PG's due day (the 5th).
    expect(body.nextRent).toMatchObject({
      month: 2,
      year: 2030,
      dueDate: '2030-02-05',
      amount: 6000,
      status: 'Pending',
      tenantId: { _id: tenant._id },
    });

    const ledger = (await owner.get(`/rents/${rent._id}/payments`)).json().data;
    expect(ledger.map((p: { amount: number }) => p.amount)).toEqual([2500, 3500]);
    // Each answer names the ledger row it wrote, so a client can undo exactly that one.
    expect(part.json().payment).toEqual(ledger[0]);
    expect(body.payment).toEqual(ledger[1]);
  });

  it('accepts the simple list body {isPaid, paymentDate, paymentMethod} as the whole balance', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id);
    const response = await owner.put(`/rents/${rent._id}/pay`, {
      isPaid: true,
      paymentDate: new Date().toISOString(),
      paymentMethod: 'Cash',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'Paid',
      amountPaid: 6000,
      paymentMethod: 'Cash',
      paymentDate: today,
    });
  });

  it('refuses more than the balance (400), zero (400) and a paid rent (409), changing nothing', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id);
    const over = await owner.put(`/rents/${rent._id}/pay`, { amount: 6000.01 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error: 'Amount cannot be more than the balance of ₹6,000',
      code: 'OVER_BALANCE',
    });
    // The contract refuses zero before the payment limit sees it.
    expect((await owner.put(`/rents/${rent._id}/pay`, { amount: 0 })).json()).toMatchObject({
      error: 'Amount must be more than 0',
      code: 'INVALID_INPUT',
    });
    expect((await owner.get(`/rents/${rent._id}`)).json().data.amountPaid).toBe(0);
    await owner.put(`/rents/${rent._id}/pay`, {});
    const again = await owner.put(`/rents/${rent._id}/pay`, { amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'This rent is already paid',
      code: 'ALREADY_PAID',
    });
  });

  it('creates no next month for an inactive tenant, nor twice', async () => {
    const { tenant, room } = await tenantInRoom();
    const rent = await createRent(tenant._id, { month: 5, dueDate: '2030-05-05' });
    await createRent(tenant._id, { month: 6, dueDate: '2030-06-05' });
    expect((await owner.put(`/rents/${rent._id}/pay`, {})).json().nextRent).toBeNull();
    const inactive = await owner.put(
      `/tenants/${tenant._id}`,
      tenantBody(room._id, 1, { name: tenant.name, active: false, leavingDate: '2026-11-30' }),
    );
    expect(inactive.statusCode).toBe(200);
    const later = await createRent(tenant._id, { month: 8, dueDate: '2030-08-05' });
    expect((await owner.put(`/rents/${later._id}/pay`, {})).json().nextRent).toBeNull();
  });

  it('never lets 20 concurrent payments take the paid amount past the rent', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id, {
      amount: 1000,
      paymentPeriod: 'weekly',
      weekNumber: 10,
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => owner.put(`/rents/${rent._id}/pay`, { amount: 150 })),
    );
    const succeeded = responses.filter((r) => r.statusCode === 200).length;
    expect(succeeded).toBe(6); // 6 × 150 = 900; a seventh would exceed 1000.
    expect(responses.every((r) => [200, 400, 409].includes(r.statusCode))).toBe(true);
    const after = (await owner.get(`/rents/${rent._id}`)).json().data;
    const ledger = (await owner.get(`/rents/${rent._id}/payments`)).json().data;
    expect(after.amountPaid).toBe(900);
    expect(ledger.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0)).toBe(
      after.amountPaid,
    );
  });
});

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

describe('deleting a tenant', () => {
  it('keeps their rents, marked tenantDeleted, with name and room only (no phone)', async () => {
    const { tenant, room } = await tenantInRoom({ name: 'Leaving Soon' });
    const rent = await createRent(tenant._id);
    expect((await owner.delete(`/tenants/${tenant._id}`)).statusCode).toBe(200);
    const kept = (await owner.get(`/rents/${rent._id}`)).json().data;
    expect(kept).toMatchObject({
      tenantId: null,
      tenantDeleted: true,
      tenantInfo: { name: 'Leaving Soon', phone: '' },
      roomInfo: { roomNumber: room.roomNumber, floorNumber: room.floorNumber },
    });
  });
});

describe("another admin's rent", () => {
  it('answers 404 on every verb and changes nothing', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id);
    const id = rent._id;
    const responses = [
      await stranger.get(`/rents/${id}`),
      await stranger.put(`/rents/${id}`, rentBody(tenant._id, { amount: 1 })),
      await stranger.put(`/rents/${id}/pay`, {}),
      await stranger.get(`/rents/${id}/payments`),
      await stranger.delete(`/rents/${id}`),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Rent record not found');
    }
    expect((await owner.get(`/rents/${id}`)).json().data).toMatchObject({
      amount: 6000,
      amountPaid: 0,
    });
    expect((await stranger.get('/rents')).json().data).toEqual([]);
  });

  it('deletes a rent record only once its payments are voided', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id, {
      isPaid: true,
      paymentDate: '2025-03-01',
      paymentMethod: 'Cash',
    });
    expect((await owner.delete(`/rents/${rent._id}`)).statusCode).toBe(409);
    const [payment] = (await owner.get(`/rents/${rent._id}/payments`)).json().data;
    await owner.post(`/payments/${payment._id}/void`, { reason: 'Not paid after all' });
    expect((await owner.delete(`/rents/${rent._id}`)).json()).toEqual({ success: true });
    expect((await owner.get(`/rents/${rent._id}`)).statusCode).toBe(404);
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

describe('unknown fields', () => {
  it('are refused, so a misspelt amount never pays the whole balance', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id);
    const response = await owner.put(`/rents/${rent._id}/pay`, { amout: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Unrecognized key: "amout"');
    expect((await owner.get(`/rents/${rent._id}`)).json().data.amountPaid).toBe(0);
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

describe('a payment dated after today', () => {
  const tomorrow = addDays(today, 1);
  const refused = {
    success: false,
    error: 'Payment date cannot be in the future',
    code: 'PAYMENT_DATE_IN_FUTURE',
  };

  it('is refused by PUT /rents/{id}/pay, which records nothing; today is taken', async () => {
    const { tenant } = await tenantInRoom();
    const rent = await createRent(tenant._id);
    const late = await owner.put(`/rents/${rent._id}/pay`, { amount: 100, paymentDate: tomorrow });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json()).toEqual(refused);
    expect((await owner.get(`/rents/${rent._id}/payments`)).json().data).toEqual([]);

    const paid = await owner.put(`/rents/${rent._id}/pay`, { amount: 100, paymentDate: today });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.amountPaid).toBe(100);
  });

  it('is refused when a rent is created or edited as paid', async () => {
    const { tenant } = await tenantInRoom();
    const paidAhead = { isPaid: true, paymentDate: tomorrow, paymentMethod: 'Cash' };
    const created = await owner.post('/rents', rentBody(tenant._id, paidAhead));
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toEqual(refused);

    const rent = await createRent(tenant._id);
    const edited = await owner.put(`/rents/${rent._id}`, rentBody(tenant._id, paidAhead));
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json()).toEqual(refused);
    expect((await owner.get(`/rents/${rent._id}`)).json().data).toMatchObject({
      isPaid: false,
      amountPaid: 0,
    });
  });
});

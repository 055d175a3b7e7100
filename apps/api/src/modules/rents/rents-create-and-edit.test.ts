import { describe, expect, it } from 'vitest';
import {
  createRent,
  owner,
  rentBody,
  setUpRentsApp,
  stranger,
  tenantInRoom,
} from './rents-test-setup';

/**
 * Making, editing and deleting a rent record: what the contract refuses, what stays fixed once
 * made, and that another PG's admin reaches none of it.
 */
setUpRentsApp();

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

import { UNDO_REASON } from '@nivas/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { payments } from '../../db/schema';
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
/** A tenant alone in a room at ₹6,000 a month, with a rent of ₹6,000 for March 2030. */
async function rentToPay(month = 3) {
  floor += 1;
  const room = (
    await owner.post(
      '/rooms',
      roomBody({ floorNumber: floor, roomNumber: `P${floor}`, rentAmount: 6000 }),
    )
  ).json().data;
  const tenant = (
    await owner.post('/tenants', tenantBody(room._id, 1, { name: `Payer ${floor}` }))
  ).json().data;
  const rent = await owner.post('/rents', {
    tenantId: tenant._id,
    amount: 6000,
    month,
    year: 2030,
    dueDate: `2030-0${month}-05`,
  });
  expect(rent.statusCode, rent.body).toBe(201);
  return { room, tenant, rent: rent.json().data };
}

async function pay(rentId: string, body: Record<string, unknown> = {}) {
  const response = await owner.put(`/rents/${rentId}/pay`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ledgerOf = async (rentId: string) =>
  (await owner.get(`/rents/${rentId}/payments`)).json().data;

describe('POST /api/v1/payments/{id}/void', () => {
  it('marks the payment voided with time and reason, lowers the rent, and keeps it in the ledger', async () => {
    const { rent, tenant } = await rentToPay();
    await pay(rent._id, { amount: 2500, paymentMethod: 'UPI', paymentReference: 'UPI-1' });
    await pay(rent._id, { amount: 1000, paymentMethod: 'Cash' });
    const [first, second] = await ledgerOf(rent._id);
    expect(first).toMatchObject({
      amount: 2500,
      rentId: rent._id,
      tenantId: tenant._id,
      label: 'Rent · March 2030',
      voided: null,
    });

    const before = Date.now();
    const voided = await owner.post(`/payments/${second._id}/void`, { reason: 'Entered twice' });
    expect(voided.statusCode, voided.body).toBe(200);
    const body = voided.json();
    expect(body.data).toMatchObject({
      _id: second._id,
      amount: 1000,
      voided: { reason: 'Entered twice', at: expect.any(String) },
    });
    expect(Date.parse(body.data.voided.at)).toBeGreaterThanOrEqual(before - 1000);
    // The rent stands as the first payment left it, its latest details those of that payment.
    expect(body.rent).toMatchObject({
      _id: rent._id,
      amountPaid: 2500,
      amountDue: 3500,
      status: 'Partially Paid',
      paymentMethod: 'UPI',
      paymentReference: 'UPI-1',
    });
    expect((await owner.get(`/rents/${rent._id}`)).json().data.amountPaid).toBe(2500);
    const ledger = await ledgerOf(rent._id);
    expect(ledger.map((p: { _id: string }) => p._id)).toEqual([first._id, second._id]);
    expect(ledger[1].voided).toEqual(body.data.voided);
  });

  it('voids the last payment: nothing paid and no latest payment shown', async () => {
    const { rent } = await rentToPay();
    await pay(rent._id, { amount: 500 });
    const [only] = await ledgerOf(rent._id);
    const body = (await owner.post(`/payments/${only._id}/void`, { reason: UNDO_REASON })).json();
    expect(body.rent).toMatchObject({
      amountPaid: 0,
      paymentDate: null,
      paymentMethod: null,
      paymentReference: '',
    });
  });

  it('void then re-pay: the balance is owed again and can be paid in full', async () => {
    const { rent } = await rentToPay(4);
    const paid = await pay(rent._id, {});
    expect(paid.data.status).toBe('Paid');
    expect(paid.nextRent).toMatchObject({ month: 5, year: 2030 });
    const [payment] = await ledgerOf(rent._id);
    const voided = await owner.post(`/payments/${payment._id}/void`, { reason: 'Cheque bounced' });
    expect(voided.json().rent).toMatchObject({ amountPaid: 0, amountDue: 6000, isPaid: false });

    const repaid = await pay(rent._id, { paymentMethod: 'UPI' });
    expect(repaid.data).toMatchObject({ status: 'Paid', amountPaid: 6000, amountDue: 0 });
    // May was made by the first payment; paying April again makes no second one.
    expect(repaid.nextRent).toBeNull();
    const ledger = await ledgerOf(rent._id);
    expect(ledger.map((p: { voided: unknown }) => p.voided !== null)).toEqual([true, false]);
  });

  it('refuses a second void with 409 PAYMENT_VOIDED and changes nothing', async () => {
    const { rent } = await rentToPay();
    await pay(rent._id, { amount: 700 });
    const [payment] = await ledgerOf(rent._id);
    expect(
      (await owner.post(`/payments/${payment._id}/void`, { reason: 'Wrong' })).statusCode,
    ).toBe(200);
    const again = await owner.post(`/payments/${payment._id}/void`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: 'This payment is already voided',
      code: 'PAYMENT_VOIDED',
    });
    const [after] = await ledgerOf(rent._id);
    expect(after.voided.reason).toBe('Wrong');
    expect((await owner.get(`/rents/${rent._id}`)).json().data.amountPaid).toBe(0);
  });

  it("answers 404 for another admin's payment, and for an unknown one, changing nothing", async () => {
    const { rent } = await rentToPay();
    await pay(rent._id, { amount: 800 });
    const [payment] = await ledgerOf(rent._id);
    for (const id of [payment._id, '6f1c1a52-7a55-4c51-9d0b-2f2a0c7f0b11', 'not-an-id']) {
      const response = await stranger.post(`/payments/${id}/void`, { reason: 'Mine now' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Payment not found', code: 'NOT_FOUND' });
    }
    expect((await ledgerOf(rent._id))[0].voided).toBeNull();
    expect((await owner.get(`/rents/${rent._id}`)).json().data.amountPaid).toBe(800);
  });

  it.each([
    [{}, 'Reason is required'],
    [{ reason: '   ' }, 'Reason is required'],
    [{ reason: 'x'.repeat(201) }, 'Reason must be at most 200 characters'],
    [{ reason: 'ok', refund: 5 }, /Unrecognized key/],
  ])('refuses %o with 400', async (body, message) => {
    const { rent } = await rentToPay();
    await pay(rent._id, { amount: 100 });
    const [payment] = await ledgerOf(rent._id);
    const response = await owner.post(`/payments/${payment._id}/void`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await ledgerOf(rent._id))[0].voided).toBeNull();
  });

  it('lets exactly one of two voids of one payment win, on either database', async () => {
    const { rent } = await rentToPay();
    await pay(rent._id, { amount: 1500 });
    const [payment] = await ledgerOf(rent._id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => owner.post(`/payments/${payment._id}/void`, { reason: 'Race' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await owner.get(`/rents/${rent._id}`)).json().data.amountPaid).toBe(0);
  });
});

describe('DELETE /api/v1/rents/{id} and the ledger', () => {
  it('refuses 409 RENT_HAS_PAYMENTS while a payment stands, deletes once voided, and keeps the payment', async () => {
    const { rent, tenant } = await rentToPay();
    await pay(rent._id, { amount: 2000, paymentReference: 'CASH-9' });
    const [payment] = await ledgerOf(rent._id);

    const refused = await owner.delete(`/rents/${rent._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error: 'This rent has payments recorded: void them before deleting the rent',
      code: 'RENT_HAS_PAYMENTS',
    });
    expect((await owner.get(`/rents/${rent._id}`)).statusCode).toBe(200);

    await owner.post(`/payments/${payment._id}/void`, { reason: 'Rent entered by mistake' });
    const deleted = await owner.delete(`/rents/${rent._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await owner.get(`/rents/${rent._id}`)).statusCode).toBe(404);

    // The payment row is still there, without its rent, saying what it was for.
    const [row] = await app.db.select().from(payments).where(eq(payments.id, payment._id));
    expect(row).toMatchObject({ rentId: null, label: 'Rent · March 2030', amountPaise: 200000 });
    const account = (await owner.get(`/tenants/${tenant._id}/account`)).json().data;
    expect(account.payments).toContainEqual(
      expect.objectContaining({
        _id: payment._id,
        rentId: null,
        label: 'Rent · March 2030',
        voided: expect.objectContaining({ reason: 'Rent entered by mistake' }),
      }),
    );
    expect(account.totals.paid).toBe(0);
  });

  it('deletes a rent nothing was paid on', async () => {
    const { rent } = await rentToPay();
    expect((await owner.delete(`/rents/${rent._id}`)).json()).toEqual({ success: true });
  });

  it('keeps a deleted tenant’s payments, their tenant gone and their rent kept', async () => {
    const { rent, tenant } = await rentToPay();
    await pay(rent._id, { amount: 600 });
    const [payment] = await ledgerOf(rent._id);
    expect((await owner.delete(`/tenants/${tenant._id}`)).statusCode).toBe(200);
    const [row] = await app.db.select().from(payments).where(eq(payments.id, payment._id));
    expect(row).toMatchObject({ rentId: rent._id, tenantId: null, voidedAt: null });
    expect(await ledgerOf(rent._id)).toEqual([{ ...payment, tenantId: null }]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addCharge,
  ledgerOf,
  newTenant,
  owner,
  pay,
  setUpChargesApp,
  stranger,
  today,
} from './charges-test-setup';

/**
 * Paying a charge through its ledger, voiding a payment and waiving a charge, and that another
 * PG's admin reaches none of it.
 */
setUpChargesApp();

describe('PUT /api/v1/charges/{id}/pay', () => {
  it('takes a charge paid in two parts through the ledger, then refuses a third', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id, { kind: 'electricity', amount: 1020.5 });

    const first = await pay(charge._id, {
      amount: 600,
      paymentMethod: 'UPI',
      paymentReference: 'UPI-7',
      paymentDate: '2025-03-03',
    });
    expect(first.data).toMatchObject({
      amount: 1020.5,
      amountPaid: 600,
      amountDue: 420.5,
      status: 'Partially Paid',
    });
    expect(first.payment).toMatchObject({
      amount: 600,
      method: 'UPI',
      reference: 'UPI-7',
      paidOn: '2025-03-03',
      rentId: null,
      tenantId: tenant._id,
      label: 'Electricity · 1 Mar 2030',
      voided: null,
    });
    expect(Object.keys(first).sort()).toEqual(['data', 'payment', 'success', 'warnings']);

    // No amount pays the balance.
    const second = await pay(charge._id, { paymentMethod: 'Cash' });
    expect(second.data).toMatchObject({ amountPaid: 1020.5, amountDue: 0, status: 'Paid' });
    expect(second.payment).toMatchObject({ amount: 420.5, method: 'Cash', paidOn: today });

    const ledger = await ledgerOf(charge._id);
    expect(ledger.map((p: { _id: string }) => p._id)).toEqual([
      first.payment._id,
      second.payment._id,
    ]);

    const third = await owner.put(`/charges/${charge._id}/pay`, { amount: 1 });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      success: false,
      error: 'This charge is already paid',
      code: 'ALREADY_PAID',
    });
    expect(await ledgerOf(charge._id)).toHaveLength(2);
  });

  it('refuses more than the balance with 400 OVER_BALANCE, recording nothing', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id, { amount: 300 });
    await pay(charge._id, { amount: 100 });
    const response = await owner.put(`/charges/${charge._id}/pay`, { amount: 200.01 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Amount cannot be more than the balance of ₹200',
      code: 'OVER_BALANCE',
    });
    expect(await ledgerOf(charge._id)).toHaveLength(1);
  });

  it('refuses an amount of 0, a false isPaid and an unknown field with 400', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id);
    for (const body of [{ amount: 0 }, { isPaid: false }, { amount: 5, amout: 5 }]) {
      const response = await owner.put(`/charges/${charge._id}/pay`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
    }
    expect(await ledgerOf(charge._id)).toEqual([]);
  });
});

describe('voiding a charge payment (POST /api/v1/payments/{id}/void)', () => {
  it("lowers the charge's paid amount, keeps the payment marked, and lets it be paid again", async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id, { amount: 800 });
    const { payment } = await pay(charge._id, { amount: 500 });
    await pay(charge._id, { amount: 100 });

    const voided = await owner.post(`/payments/${payment._id}/void`, { reason: 'Wrong tenant' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      data: { _id: payment._id, voided: { reason: 'Wrong tenant' } },
      rent: null,
    });
    const after = (await owner.get(`/charges?tenantId=${tenant._id}`)).json().data[0];
    expect(after).toMatchObject({ amountPaid: 100, amountDue: 700, status: 'Partially Paid' });
    const ledger = await ledgerOf(charge._id);
    expect(ledger.map((p: { voided: unknown }) => p.voided !== null)).toEqual([true, false]);

    const again = await owner.post(`/payments/${payment._id}/void`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_VOIDED');

    const rest = await pay(charge._id, {});
    expect(rest.data).toMatchObject({ amountPaid: 800, status: 'Paid' });
  });
});

describe('POST /api/v1/charges/{id}/waive', () => {
  it('refuses while a payment stands, waives once voided, then refuses a second waiver and a payment', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id, { kind: 'damage', amount: 1500 });
    const { payment } = await pay(charge._id, { amount: 200 });

    const refused = await owner.post(`/charges/${charge._id}/waive`, { reason: 'Goodwill' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error: 'This charge has payments recorded: void them before waiving the charge',
      code: 'CHARGE_HAS_PAYMENTS',
    });

    await owner.post(`/payments/${payment._id}/void`, { reason: 'Refunded in cash' });
    const before = Date.now();
    const waived = await owner.post(`/charges/${charge._id}/waive`, { reason: 'Goodwill' });
    expect(waived.statusCode, waived.body).toBe(200);
    const data = waived.json().data;
    expect(data).toMatchObject({
      _id: charge._id,
      status: 'Cancelled',
      amount: 1500,
      amountPaid: 0,
      amountDue: 0,
      waived: { reason: 'Goodwill', at: expect.any(String) },
    });
    expect(Date.parse(data.waived.at)).toBeGreaterThanOrEqual(before - 1000);

    const twice = await owner.post(`/charges/${charge._id}/waive`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      success: false,
      error: 'This charge is already waived',
      code: 'CHARGE_WAIVED',
    });
    const paid = await owner.put(`/charges/${charge._id}/pay`, { amount: 10 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('CHARGE_WAIVED');
    // Kept, with its voided payment: a charge is never deleted.
    expect(await ledgerOf(charge._id)).toHaveLength(1);
  });

  it.each([
    [{}, 'Reason is required'],
    [{ reason: '  ' }, 'Reason is required'],
    [{ reason: 'x'.repeat(201) }, 'Reason must be at most 200 characters'],
  ])('refuses %o with 400', async (body, message) => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id);
    const response = await owner.post(`/charges/${charge._id}/waive`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});

describe("another admin's charge", () => {
  it('is 404 on every route that names it, and nothing changes', async () => {
    const { tenant } = await newTenant();
    const charge = await addCharge(tenant._id);
    await pay(charge._id, { amount: 100 });
    for (const response of [
      await stranger.put(`/charges/${charge._id}/pay`, { amount: 1 }),
      await stranger.post(`/charges/${charge._id}/waive`, { reason: 'Mine now' }),
      await stranger.get(`/charges/${charge._id}/payments`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Charge not found', code: 'NOT_FOUND' });
    }
    const after = (await owner.get(`/charges?tenantId=${tenant._id}`)).json().data[0];
    expect(after).toMatchObject({ amountPaid: 100, waived: null });
  });
});

import { addDays } from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import { tenantBody } from '../../../test/test-app';
import {
  createRent,
  owner,
  rentBody,
  setUpRentsApp,
  tenantInRoom,
  today,
} from './rents-test-setup';

/**
 * Paying a rent, in parts or whole: the ledger row each payment writes, and what is refused
 * (more than the balance, zero, a paid rent, a misspelt field, a date after today).
 */
setUpRentsApp();

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

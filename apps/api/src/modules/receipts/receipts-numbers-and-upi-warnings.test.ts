import { describe, expect, it } from 'vitest';
import { actingAs, registerAdmin } from '../../../test/test-app';
import { app, owner, pay, setUpReceiptsApp, tenantWithRent } from './receipts-test-setup';

/**
 * What a payment is recorded with: its receipt number, in one gapless sequence per PG and
 * year, and a warning when a UPI payment's reference is no UPI transaction id.
 */
setUpReceiptsApp();

const receiptNumbers = (payments: { receiptNumber: string }[]) =>
  payments.map((p) => p.receiptNumber);

describe('receipt numbers', () => {
  it('numbers every payment, rents and charges alike, in one sequence of the PG and year, on every answer', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const { tenant, rent } = await tenantWithRent(pg);
    const first = await pay(rent._id, { amount: 1000, paymentDate: '2025-03-02' }, pg);
    expect(first.payment.receiptNumber).toBe('RCPT-2025-000001');
    const charge = (
      await pg.post(`/tenants/${tenant._id}/charges`, {
        kind: 'water',
        amount: 300,
        date: '2025-03-01',
        dueDate: '2025-03-05',
      })
    ).json().data;
    const paidCharge = await pg.put(`/charges/${charge._id}/pay`, {
      amount: 300,
      paymentDate: '2025-03-03',
    });
    expect(paidCharge.json().payment.receiptNumber).toBe('RCPT-2025-000002');
    await pay(rent._id, { amount: 4200, paymentDate: '2025-03-04' }, pg);

    expect(receiptNumbers((await pg.get(`/rents/${rent._id}/payments`)).json().data)).toEqual([
      'RCPT-2025-000001',
      'RCPT-2025-000003',
    ]);
    expect(receiptNumbers((await pg.get(`/charges/${charge._id}/payments`)).json().data)).toEqual([
      'RCPT-2025-000002',
    ]);
    const account = (await pg.get(`/tenants/${tenant._id}/account`)).json().data;
    expect(receiptNumbers(account.payments)).toEqual([
      'RCPT-2025-000003',
      'RCPT-2025-000002',
      'RCPT-2025-000001',
    ]);
  });

  it("starts again at 1 in each year of the payment's date, and each PG has its own", async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const { rent } = await tenantWithRent(pg);
    const december = await pay(rent._id, { amount: 100, paymentDate: '2024-12-31' }, pg);
    const january = await pay(rent._id, { amount: 100, paymentDate: '2025-01-01' }, pg);
    expect([december.payment.receiptNumber, january.payment.receiptNumber]).toEqual([
      'RCPT-2024-000001',
      'RCPT-2025-000001',
    ]);
    const other = actingAs(app, await registerAdmin(app));
    const theirs = await tenantWithRent(other);
    expect(
      (await pay(theirs.rent._id, { amount: 100, paymentDate: '2025-02-01' }, other)).payment
        .receiptNumber,
    ).toBe('RCPT-2025-000001');
  });

  it('stay unique and gapless under 20 parallel payments, refused ones taking no number', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const dues = [];
    for (let i = 0; i < 10; i += 1)
      dues.push((await tenantWithRent(pg, {}, { amount: 1000 })).rent);
    // Each rent is paid in full twice at once: one payment of each pair wins, the other is
    // refused (already paid, or more than the balance) and must leave no gap behind it.
    const answers = await Promise.all(
      dues.flatMap((rent) =>
        [1, 2].map(() =>
          pg.put(`/rents/${rent._id}/pay`, { amount: 1000, paymentDate: '2025-03-10' }),
        ),
      ),
    );
    expect(answers).toHaveLength(20);
    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.statusCode)).toEqual(
      Array(10).fill(409),
    );
    // 20 more, each on a rent of its own: all recorded.
    const more = [];
    for (let i = 0; i < 20; i += 1) more.push((await tenantWithRent(pg, {}, { amount: 500 })).rent);
    const moreAnswers = await Promise.all(
      more.map((rent) => pg.put(`/rents/${rent._id}/pay`, { paymentDate: '2025-03-11' })),
    );
    expect(moreAnswers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = [...paid, ...moreAnswers].map((a) => a.json().payment.receiptNumber as string);
    expect(new Set(numbers).size).toBe(30);
    expect(numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('keeps a voided payment’s number and never gives it again', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const { rent } = await tenantWithRent(pg);
    const first = await pay(rent._id, { amount: 1000, paymentDate: '2025-03-02' }, pg);
    const voided = await pg.post(`/payments/${first.payment._id}/void`, { reason: 'Wrong amount' });
    expect(voided.json().data.receiptNumber).toBe('RCPT-2025-000001');
    const again = await pay(rent._id, { amount: 1500, paymentDate: '2025-03-02' }, pg);
    expect(again.payment.receiptNumber).toBe('RCPT-2025-000002');
  });
});

describe('recording a UPI payment', () => {
  it('warns, without refusing, when the reference is not a 12-digit UPI transaction id', async () => {
    const { rent, tenant } = await tenantWithRent(owner);
    const doubtful = await pay(rent._id, {
      amount: 100,
      paymentMethod: 'UPI',
      paymentReference: 'T2311',
    });
    expect(doubtful.warnings).toEqual([
      'The reference does not look like a UPI transaction id (12 digits)',
    ]);
    expect(doubtful.payment).toMatchObject({ method: 'UPI', reference: 'T2311', amount: 100 });
    const good = await pay(rent._id, {
      amount: 100,
      paymentMethod: 'UPI',
      paymentReference: '412345678901',
    });
    expect(good.warnings).toEqual([]);
    expect((await pay(rent._id, { amount: 100, paymentMethod: 'Cash' })).warnings).toEqual([]);

    const charge = (
      await owner.post(`/tenants/${tenant._id}/charges`, {
        kind: 'mess',
        amount: 900,
        date: '2025-03-01',
        dueDate: '2025-03-05',
      })
    ).json().data;
    const chargePaid = await owner.put(`/charges/${charge._id}/pay`, { paymentMethod: 'UPI' });
    expect(chargePaid.statusCode).toBe(200);
    expect(chargePaid.json().warnings).toEqual(['No UPI transaction id was given (12 digits)']);
  });
});

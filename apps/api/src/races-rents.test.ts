import { describe, expect, it } from 'vitest';
import {
  addTenant,
  as,
  createRoom,
  expectDecisions,
  newTenant,
  setUpRacesApp,
} from './races-test-setup';

/**
 * Races on rents: payments, edits and voids never take a rent past its amount or out of step
 * with its ledger, and the monthly run makes one rent a tenant. (Why on PostgreSQL:
 * races-test-setup.ts.)
 */
setUpRacesApp();

describe('payments', () => {
  it('never takes a rent past its amount, whatever mix of part, full and edit races for it', async () => {
    const room = await createRoom({ capacity: 1 });
    const tenant = await addTenant(room._id, 1);
    // Odd months: paying one in full creates the next, which must not collide with the next round.
    for (const month of [1, 3, 5, 7]) {
      const rent = (
        await as.post('/rents', {
          tenantId: tenant._id,
          amount: 1000,
          month,
          year: 2032,
          dueDate: `2032-0${month}-05`,
        })
      ).json().data;
      const parts = [150, 250, 100, 333.33, 90, 400, 0.01, 275];
      const requests = [
        ...parts.map((amount) => () => as.put(`/rents/${rent._id}/pay`, { amount })),
        // Pay whatever the balance is, three times over.
        ...[1, 2, 3].map(() => () => as.put(`/rents/${rent._id}/pay`, {})),
        // Edits of the amount race with the payments: never below what is paid.
        () =>
          as.put(`/rents/${rent._id}`, {
            tenantId: tenant._id,
            amount: 1200,
            month,
            year: 2032,
            dueDate: `2032-0${month}-05`,
          }),
      ];
      const answers = await Promise.all(requests.map((send) => send()));
      expectDecisions(answers, [200, 400, 409]);

      const payments = answers.slice(0, -1).filter((a) => a.statusCode === 200);
      const ledger = (await as.get(`/rents/${rent._id}/payments`)).json().data as {
        amount: number;
      }[];
      const after = (await as.get(`/rents/${rent._id}`)).json().data;
      // Each answered payment is in the ledger once, and the ledger is all that was paid.
      expect(ledger).toHaveLength(payments.length);
      const paid = ledger.reduce((sum, p) => Math.round((sum + p.amount) * 100) / 100, 0);
      expect(after.amountPaid).toBe(paid);
      expect(after.amountPaid).toBeLessThanOrEqual(after.amount);
      // A full-balance payment always succeeds once: someone got to pay the remainder.
      expect(after.amountPaid).toBe(after.amount);
      // Next month's rent was created once, by whichever payment completed this one.
      const nextMonth = answers.filter((a) => a.statusCode === 200 && a.json().nextRent);
      expect(nextMonth.length).toBeLessThanOrEqual(1);
    }
  });
});

describe("the order of a rent's payments", () => {
  it('lists them in the order they were taken, their receipt numbers in step', async () => {
    const room = await createRoom({ capacity: 1 });
    const tenant = await addTenant(room._id, 1);
    const rent = (
      await as.post('/rents', {
        tenantId: tenant._id,
        amount: 5000,
        month: 9,
        year: 2032,
        dueDate: '2032-09-05',
      })
    ).json().data;
    // Sixteen part payments at once: each waits for the rent's lock in its own transaction.
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => as.put(`/rents/${rent._id}/pay`, { amount: 100 })),
    );
    expectDecisions(answers, [200]);

    const ledger = (await as.get(`/rents/${rent._id}/payments`)).json().data as {
      receiptNumber: string;
      createdAt: string;
    }[];
    expect(ledger).toHaveLength(16);
    const numbers = ledger.map((payment) => payment.receiptNumber);
    expect(numbers).toEqual(numbers.toSorted());
    const times = ledger.map((payment) => payment.createdAt);
    expect(times).toEqual(times.toSorted());
  });
});

describe('voiding', () => {
  it('keeps the paid amount the sum of the payments standing while voids and payments race on one rent', async () => {
    const room = await createRoom({ capacity: 1 });
    const tenant = await addTenant(room._id, 1);
    for (const month of [2, 4, 6]) {
      const rent = (
        await as.post('/rents', {
          tenantId: tenant._id,
          amount: 1000,
          month,
          year: 2037,
          dueDate: `2037-0${month}-05`,
        })
      ).json().data;
      for (const amount of [100, 200, 300]) await as.put(`/rents/${rent._id}/pay`, { amount });
      const standing = (await as.get(`/rents/${rent._id}/payments`)).json().data as {
        _id: string;
      }[];
      const answers = await Promise.all([
        ...standing.map((p) => as.post(`/payments/${p._id}/void`, { reason: 'race' })),
        ...[150, 250, 400, 500].map((amount) => as.put(`/rents/${rent._id}/pay`, { amount })),
        as.put(`/rents/${rent._id}/pay`, {}),
      ]);
      expectDecisions(answers, [200, 400, 409]);
      expect(answers.slice(0, 3).every((a) => a.statusCode === 200)).toBe(true);
      const ledger = (await as.get(`/rents/${rent._id}/payments`)).json().data as {
        amount: number;
        voided: unknown;
      }[];
      const live = ledger.filter((p) => p.voided === null);
      const after = (await as.get(`/rents/${rent._id}`)).json().data;
      expect(after.amountPaid).toBe(live.reduce((sum, p) => sum + p.amount, 0));
      expect(after.amountPaid).toBeLessThanOrEqual(1000);
      // The invariant checks after this test compare paid_paise with the ledger in SQL too.
    }
  });

  it('lets exactly one of several voids of one payment win', async () => {
    const room = await createRoom({ capacity: 1 });
    const tenant = await addTenant(room._id, 1);
    for (const month of [3, 5, 7, 9]) {
      const rent = (
        await as.post('/rents', {
          tenantId: tenant._id,
          amount: 1000,
          month,
          year: 2038,
          dueDate: `2038-0${month}-05`,
        })
      ).json().data;
      await as.put(`/rents/${rent._id}/pay`, { amount: 600 });
      const [payment] = (await as.get(`/rents/${rent._id}/payments`)).json().data;
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          as.post(`/payments/${payment._id}/void`, { reason: `void ${i}` }),
        ),
      );
      expectDecisions(answers, [200, 409]);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const lost of answers.filter((a) => a.statusCode === 409)) {
        expect(lost.json().code).toBe('PAYMENT_VOIDED');
      }
      expect((await as.get(`/rents/${rent._id}`)).json().data.amountPaid).toBe(0);
    }
  });
});

describe('generate-monthly', () => {
  it('creates one rent per tenant while runs race each other and tenants come, go and move out', async () => {
    const room = await createRoom({ capacity: 8 });
    const stay = [
      await addTenant(room._id, 1),
      await addTenant(room._id, 2),
      await addTenant(room._id, 3),
    ];
    const leaving = await addTenant(room._id, 4);
    const vacating = await addTenant(room._id, 5);
    const month = { month: 9, year: 2033 };
    const requests = [
      ...Array.from({ length: 6 }, () => () => as.post('/rents/generate-monthly', month)),
      () => as.post('/tenants', newTenant(room._id, 6)),
      () => as.post('/tenants', newTenant(room._id, 7)),
      () => as.delete(`/tenants/${leaving._id}`),
      () => as.put(`/tenants/${vacating._id}/vacate`),
    ];
    const answers = await Promise.all(requests.map((send) => send()));
    expectDecisions(answers, [200, 201]);

    const septemberRents = async () =>
      (
        (await as.get('/rents')).json().data as {
          month: number;
          year: number;
          tenantId: { _id: string } | null;
        }[]
      ).filter((r) => r.month === 9 && r.year === 2033);
    const created = answers.slice(0, 6).reduce((sum, a) => sum + a.json().data.created, 0);
    expect(await septemberRents()).toHaveLength(created);
    // Those who were there throughout got exactly one.
    for (const tenant of stay) {
      expect((await septemberRents()).filter((r) => r.tenantId?._id === tenant._id)).toHaveLength(
        1,
      );
    }
    // A last run gives one to whoever arrived after the racing runs had looked, and then every
    // tenant holding a bed has exactly one (the invariants say none has two).
    expect((await as.post('/rents/generate-monthly', month)).statusCode).toBe(200);
    const withBed = (
      (await as.get('/tenants')).json().data as { _id: string; active: boolean; roomId: unknown }[]
    ).filter((t) => t.active && t.roomId);
    const holders = new Set((await septemberRents()).map((r) => r.tenantId?._id));
    for (const tenant of withBed) expect(holders.has(tenant._id), tenant._id).toBe(true);
  });
});

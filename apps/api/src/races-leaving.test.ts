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
 * Races with a tenant's going (deleted, leaving, moving out): no rent is left unmarked or owed
 * after the leaving date, and a move-out settles the ledgers as they stand. (Why on
 * PostgreSQL: races-test-setup.ts.)
 */
setUpRacesApp();

describe('deleting a tenant', () => {
  it("marks all their rents, even next month's, created by a payment racing the delete", async () => {
    for (let round = 0; round < 6; round += 1) {
      const room = await createRoom({ capacity: 1 });
      const tenant = await addTenant(room._id, 1);
      // A month before they leave (today), and next month too: neither is cancelled.
      const rent = (
        await as.post('/rents', {
          tenantId: tenant._id,
          amount: 700,
          month: 5,
          year: 2026,
          dueDate: '2026-05-05',
        })
      ).json().data;
      const pay = () => as.put(`/rents/${rent._id}/pay`, {});
      const remove = () => as.delete(`/tenants/${tenant._id}`);
      const answers =
        round % 2 === 0
          ? await Promise.all([pay(), remove()])
          : await Promise.all([remove(), pay()]);
      expectDecisions(answers, [200]);
      // The payment stands either way: the rent outlives its tenant.
      expect((await as.get(`/rents/${rent._id}`)).json().data).toMatchObject({
        amountPaid: 700,
        tenantDeleted: true,
      });
    }
  });
});

describe('deleting a tenant while a deposit is collected', () => {
  it('lets one win: the deposit then refuses the delete (409), or the delete refuses the deposit (404)', async () => {
    const outcomes = { depositFirst: 0, deleteFirst: 0 };
    for (let round = 0; round < 6; round += 1) {
      const room = await createRoom({ capacity: 1 });
      const tenant = await addTenant(room._id, 1);
      const collect = () =>
        as.post(`/tenants/${tenant._id}/deposit`, {
          kind: 'collect',
          amount: 5000,
          date: '2026-11-01',
          method: 'Cash',
          reference: '',
        });
      const remove = () => as.delete(`/tenants/${tenant._id}`);
      const [collected, removed] =
        round % 2 === 0
          ? await Promise.all([collect(), remove()])
          : await Promise.all([remove(), collect()]).then(([r, c]) => [c, r] as const);
      expectDecisions([collected, removed], [200, 201, 404, 409]);
      if (collected.statusCode === 201) {
        outcomes.depositFirst += 1;
        expect(removed.statusCode, removed.body).toBe(409);
        expect(removed.json().code).toBe('DEPOSIT_HELD');
      } else {
        outcomes.deleteFirst += 1;
        expect(collected.statusCode, collected.body).toBe(404);
        expect(removed.statusCode, removed.body).toBe(200);
      }
    }
    expect(outcomes.depositFirst + outcomes.deleteFirst).toBe(6);
  });
});

describe('leaving', () => {
  it('never leaves a month after the leaving date owed, whether the payment that makes it or the leaving comes first', async () => {
    const outcomes = { paidFirst: 0, leftFirst: 0 };
    for (let round = 0; round < 8; round += 1) {
      const room = await createRoom({ capacity: 1 });
      const body = newTenant(room._id, 1);
      const tenant = (await as.post('/tenants', body)).json().data as { _id: string };
      // January 2036 is after the leaving date: paying it in full makes February.
      const rent = (
        await as.post('/rents', {
          tenantId: tenant._id,
          amount: 900,
          month: 1,
          year: 2036,
          dueDate: '2036-01-05',
        })
      ).json().data;
      const pay = () => as.put(`/rents/${rent._id}/pay`, {});
      const leave = () =>
        as.put(`/tenants/${tenant._id}`, { ...body, active: false, leavingDate: '2026-11-30' });
      const [paid, left] =
        round % 2 === 0
          ? await Promise.all([pay(), leave()])
          : (await Promise.all([leave(), pay()])).reverse();
      expect(left!.statusCode, left!.body).toBe(200);
      expectDecisions([paid!], [200, 409]);
      if (paid!.statusCode === 200) outcomes.paidFirst += 1;
      else {
        expect(paid!.json().code).toBe('RENT_CANCELLED');
        outcomes.leftFirst += 1;
      }
      const owed = (await as.get(`/rents?tenantId=${tenant._id}&from=2036-01-01`))
        .json()
        .data.filter((r: { status: string }) => r.status !== 'Paid' && r.status !== 'Cancelled');
      expect(owed, 'a month after leaving is still owed').toEqual([]);
    }
    expect(outcomes.paidFirst + outcomes.leftFirst).toBe(8);
  });
});

describe('move-out', () => {
  it('settles against the ledgers as they stand, whatever payment or deposit entry races it', async () => {
    for (let round = 0; round < 4; round += 1) {
      const room = await createRoom({ capacity: 1, rentAmount: 6000 });
      const created = await as.post('/tenants', newTenant(room._id, 1));
      expect(created.statusCode, created.body).toBe(201);
      const { data: tenant, firstRent } = created.json();
      const deposit = { date: '2026-11-01', method: 'Cash' };
      await as.post(`/tenants/${tenant._id}/deposit`, {
        kind: 'collect',
        amount: 8000,
        ...deposit,
      });

      const [moved, ...others] = await Promise.all([
        as.post(`/tenants/${tenant._id}/move-out`, {
          noticeDate: '2026-10-21',
          vacateDate: '2026-11-20',
        }),
        as.put(`/rents/${firstRent._id}/pay`, { amount: 1000, paymentMethod: 'UPI' }),
        as.post(`/tenants/${tenant._id}/deposit`, { kind: 'refund', amount: 500, ...deposit }),
        as.post(`/tenants/${tenant._id}/charges`, {
          kind: 'water',
          amount: 200,
          date: '2026-11-10',
          dueDate: '2026-11-10',
        }),
      ]);
      expectDecisions([moved!], [201]);
      // After the move-out a refund of the deposit finds nothing held (409); the rest may land.
      expectDecisions(others, [200, 201, 409]);

      // The statement recorded is what the ledgers then did: nothing held, and what it says
      // is owed is what the tenant's account still owes.
      const statement = moved!.json().data;
      const account = (await as.get(`/tenants/${tenant._id}/account`)).json().data;
      expect(account.deposit.held).toBe(0);
      const refunded = account.deposit.entries
        .filter((e: { kind: string }) => e.kind === 'refund')
        .reduce((sum: number, e: { amount: number }) => sum + e.amount, 0);
      const refundedBefore = others[1]!.statusCode === 201 ? 500 : 0;
      expect(refunded).toBe(statement.refund + refundedBefore);
      const stillOwed = account.totals.due + account.totals.upcoming;
      // A charge added after the move-out is owed beside the statement.
      const chargeAfter =
        others[2]!.statusCode === 201 &&
        !statement.lines.some((line: { label: string }) => line.label.startsWith('Water'));
      expect(stillOwed).toBe(statement.owed + (chargeAfter ? 200 : 0));
    }
  });
});

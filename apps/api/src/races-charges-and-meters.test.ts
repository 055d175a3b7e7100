import { addDays, businessToday } from '@nivas/domain';
import { describe, expect, it } from 'vitest';
import { actingAs, registerAdmin, roomBody, tenantBody } from '../test/test-app';
import { applyLateFees } from './modules/charges/late-fees';
import {
  addTenant,
  app,
  as,
  createRoom,
  expectDecisions,
  newTenant,
  setUpRacesApp,
  type Answer,
} from './races-test-setup';

/**
 * Races on charges, meters and late fees: a charge is never overpaid nor both paid and waived,
 * meter periods are shared once, and each late rent gets one fee. (Why on PostgreSQL:
 * races-test-setup.ts.)
 */
setUpRacesApp();

describe('charges', () => {
  it('never takes a charge past its amount, and never both pays and waives it', async () => {
    const room = await createRoom({ capacity: 1 });
    const tenant = await addTenant(room._id, 1);
    const outcomes = { waived: 0, paid: 0 };
    for (let round = 0; round < 6; round += 1) {
      const charge = (
        await as.post(`/tenants/${tenant._id}/charges`, {
          kind: 'maintenance',
          amount: 1000,
          date: '2032-02-01',
          dueDate: '2032-02-05',
        })
      ).json().data;
      const pay = (body: object) => ({
        isWaiver: false,
        send: () => as.put(`/charges/${charge._id}/pay`, body),
      });
      const waive = {
        isWaiver: true,
        send: () => as.post(`/charges/${charge._id}/waive`, { reason: `race ${round}` }),
      };
      const requests = [
        ...[300, 450, 0.01, 250, 125].map((amount) => pay({ amount })),
        pay({}),
        pay({}),
        waive,
        waive,
      ];
      // Waivers first in some rounds, so that either may reach the row first.
      if (round % 2 === 1) requests.reverse();
      const answers = await Promise.all(requests.map((r) => r.send()));
      expectDecisions(answers, [200, 400, 409]);
      const waivers = answers.filter((_, i) => requests[i]!.isWaiver);
      const payments = answers.filter((_, i) => !requests[i]!.isWaiver);

      const after = (await as.get(`/charges?tenantId=${tenant._id}`))
        .json()
        .data.find((c: { _id: string }) => c._id === charge._id);
      const ledger = (await as.get(`/charges/${charge._id}/payments`)).json().data as {
        amount: number;
      }[];
      const paid = ledger.reduce((sum, p) => Math.round((sum + p.amount) * 100) / 100, 0);
      expect(after.amountPaid).toBe(paid);
      expect(after.amountPaid).toBeLessThanOrEqual(1000);
      if (after.waived) {
        // The waiver came first: one waiver won, and nothing was paid.
        expect(ledger).toEqual([]);
        expect(waivers.filter((a) => a.statusCode === 200)).toHaveLength(1);
        for (const lost of payments) expect(lost.json().code).toBe('CHARGE_WAIVED');
        outcomes.waived += 1;
      } else {
        // A payment came first: both waivers lost, and a full payment paid the rest.
        for (const lost of waivers) expect(lost.json().code).toBe('CHARGE_HAS_PAYMENTS');
        expect(after.amountPaid).toBe(1000);
        outcomes.paid += 1;
      }
    }
    expect(outcomes.waived + outcomes.paid).toBe(6);
  });

  it('keeps a charge and its ledger in step while voids and payments race', async () => {
    const room = await createRoom({ capacity: 1 });
    const tenant = await addTenant(room._id, 1);
    const charge = (
      await as.post(`/tenants/${tenant._id}/charges`, {
        kind: 'electricity',
        amount: 900,
        date: '2032-03-01',
        dueDate: '2032-03-05',
      })
    ).json().data;
    for (const amount of [100, 200, 300]) await as.put(`/charges/${charge._id}/pay`, { amount });
    const standing = (await as.get(`/charges/${charge._id}/payments`)).json().data as {
      _id: string;
    }[];
    const answers = await Promise.all([
      ...standing.map((p) => as.post(`/payments/${p._id}/void`, { reason: 'race' })),
      ...[150, 250, 400].map((amount) => as.put(`/charges/${charge._id}/pay`, { amount })),
      as.put(`/charges/${charge._id}/pay`, {}),
      as.post(`/charges/${charge._id}/waive`, { reason: 'race' }),
    ]);
    expectDecisions(answers, [200, 400, 409]);
    expect(answers.slice(0, 3).every((a) => a.statusCode === 200)).toBe(true);
    // The invariant checks after this test compare paid_paise with the ledger in SQL too.
  });
});

describe('meter readings', () => {
  it('shares each period once while readings of one room and a newcomer race', async () => {
    await as.put('/settings', { electricityRate: 7.5 });
    const room = await createRoom({ capacity: 3, rentAmount: 0 });
    await addTenant(room._id, 1, { joiningDate: '2026-01-01' });
    await as.post(`/rooms/${room._id}/meter-readings`, { date: '2026-09-01', reading: 100 });
    const read = (date: string, reading: number) => () =>
      as.post(`/rooms/${room._id}/meter-readings`, { date, reading });
    const answers = await Promise.all(
      [
        read('2026-10-01', 150),
        read('2026-10-01', 160),
        read('2026-10-15', 170),
        read('2026-11-01', 200),
        () => as.post('/tenants', newTenant(room._id, 2)),
      ].map((send) => send()),
    );
    expectDecisions(answers, [201, 409]);
    const readings = (await as.get(`/rooms/${room._id}/meter-readings`)).json().data as {
      date: string;
      reading: number;
    }[];
    // Dates and readings only go up, one reading a day.
    const ordered = [...readings].reverse();
    for (let i = 1; i < ordered.length; i += 1) {
      expect(ordered[i]!.date > ordered[i - 1]!.date).toBe(true);
      expect(ordered[i]!.reading).toBeGreaterThanOrEqual(ordered[i - 1]!.reading);
    }
    // Every period's shares add up to its bill: checked by the invariants after this test.
  });
});

describe('a move dated back and a reading of the room moved to', () => {
  it('either the reading counts the mover from the day given, or the move is refused', async () => {
    await as.put('/settings', { electricityRate: 10 });
    const day = (offset: number) => addDays(businessToday('Asia/Kolkata'), offset);
    const outcomes = { counted: 0, refused: 0 };
    for (let round = 0; round < 6; round += 1) {
      const from = await createRoom({ capacity: 1, rentAmount: 0 });
      const to = await createRoom({ capacity: 2, rentAmount: 0 });
      const body = { ...newTenant(from._id, 1), joiningDate: day(-60) };
      const mover = (await as.post('/tenants', body)).json().data as { _id: string };
      await as.post('/tenants', { ...newTenant(to._id, 1), joiningDate: day(-60) });
      await as.post(`/rooms/${to._id}/meter-readings`, { date: day(-20), reading: 100 });

      const [moved, read] = await Promise.all([
        as.put(`/tenants/${mover._id}`, {
          ...body,
          roomId: to._id,
          bedNumber: 2,
          movedOn: day(-10),
        }),
        as.post(`/rooms/${to._id}/meter-readings`, { date: day(0), reading: 200 }),
      ]);
      expect(read.statusCode, read.body).toBe(201);
      const shares = read.json().data.period.shares as { name: string; days: number }[];
      const moverShare = shares.find((share) => share.name === body.name);
      if (moved.statusCode === 200) {
        outcomes.counted += 1;
        expect(moverShare?.days).toBe(10);
      } else {
        outcomes.refused += 1;
        expect(moved.statusCode, moved.body).toBe(409);
        expect(moved.json().code).toBe('MOVE_BEFORE_READING');
        expect(moverShare).toBeUndefined();
      }
    }
    expect(outcomes.counted + outcomes.refused).toBe(6);
  });
});

describe('late fees', () => {
  it('charges each late rent one fee while the daily run races itself, payments and a leaving', async () => {
    const lateAs = actingAs(app, await registerAdmin(app));
    await lateAs.put('/settings', { lateFee: { kind: 'perDay', amount: 10, max: 0 } });
    const room = (await lateAs.post('/rooms', roomBody({ capacity: 4, rentAmount: 0 }))).json()
      .data;
    const rents: string[] = [];
    const bodies = [1, 2, 3, 4].map((bed) => tenantBody(room._id, bed, { name: `Late ${bed}` }));
    const tenants: string[] = [];
    for (const body of bodies) {
      const tenant = (await lateAs.post('/tenants', body)).json().data._id as string;
      tenants.push(tenant);
      rents.push(
        (
          await lateAs.post('/rents', {
            tenantId: tenant,
            amount: 3000,
            month: 1,
            year: 2034,
            dueDate: '2034-01-05',
          })
        ).json().data._id,
      );
    }
    const run = (date: string) => () =>
      applyLateFees(app.db, { timeZone: 'Asia/Kolkata' }, new Date(`${date}T06:30:00Z`));
    const results = await Promise.allSettled([
      run('2034-01-10')(),
      run('2034-01-10')(),
      lateAs.put(`/rents/${rents[0]}/pay`, {}),
      lateAs.put(`/rents/${rents[1]}/pay`, { amount: 100 }),
      lateAs.put(`/tenants/${tenants[2]}`, {
        ...bodies[2],
        active: false,
        leavingDate: '2034-01-08',
      }),
      lateAs.delete(`/tenants/${tenants[3]}`),
      run('2034-01-11')(),
    ]);
    for (const result of results) {
      expect(result.status, String((result as PromiseRejectedResult).reason)).toBe('fulfilled');
    }
    expectDecisions(
      results.slice(2, 6).map((r) => (r as PromiseFulfilledResult<Answer>).value),
      [200],
    );
    // Rent 2 (part paid) is late by 6 days on the 11th: its fee is 60 whichever run came last.
    await run('2034-01-11')();
    const fees = (await lateAs.get('/charges'))
      .json()
      .data.filter((c: { kind: string }) => c.kind === 'lateFee');
    expect(fees.filter((c: { rentId: string }) => c.rentId === rents[1])).toEqual([
      expect.objectContaining({ amount: 60 }),
    ]);
  });
});

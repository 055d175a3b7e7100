import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { brokenInvariants, INVARIANTS } from '../test/database-checks';
import { actingAs, createTestApp, registerAdmin, roomBody, tenantBody } from '../test/test-app';
import { applyLateFees } from './modules/charges/late-fees';

/**
 * Requests that race for the same bed, balance, month or room. The module tests show one
 * race each through the API; here several kinds of write race at once, every answer must be
 * a decision (never a 5xx), and every test ends with the database's invariants checked by SQL
 * (see test/database-checks.ts).
 *
 * Only the PostgreSQL leg of `npm test` (TEST_DATABASE_URL) can catch a missing lock: there the
 * requests run in parallel transactions on a pool of connections. PGlite has one connection
 * and runs one transaction at a time, so on it these tests pass even with a row lock removed
 * (tried: without `for update` in lockRent the payment races fail on PostgreSQL only). They
 * still run on PGlite, where they check that every answer is a decision and the invariants hold.
 */
let app: App;
let as: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  as = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

type Answer = LightMyRequestResponse;
/** Every answer is a success or a refusal the API documents; a 5xx is a lost race. */
function expectDecisions(answers: Answer[], allowed: number[]) {
  for (const answer of answers) {
    expect(allowed, `${answer.statusCode} ${answer.body.slice(0, 200)}`).toContain(
      answer.statusCode,
    );
  }
}

let rooms = 0;
async function createRoom(overrides: Record<string, unknown> = {}) {
  rooms += 1;
  const response = await as.post('/rooms', roomBody({ roomNumber: `RACE-${rooms}`, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; roomNumber: string };
}
let phones = 0;
async function addTenant(roomId: string, bed: number, overrides: Record<string, unknown> = {}) {
  const response = await as.post('/tenants', tenantBody(roomId, bed, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; name: string };
}
const newTenant = (roomId: string, bed: number) => {
  phones += 1;
  return tenantBody(roomId, bed, {
    name: `Racer ${phones}`,
    phone: `91${`${phones}`.padStart(8, '0')}`,
  });
};

describe('beds', () => {
  it('gives each bed to one tenant while new tenants, moves and a capacity cut race for the room', async () => {
    for (let round = 0; round < 4; round += 1) {
      const room = await createRoom({ capacity: 3 });
      const other = await createRoom({ capacity: 2 });
      const movers = [await addTenant(other._id, 1), await addTenant(other._id, 2)];
      const requests = [
        ...[1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3].map((bed) => ({
          bed,
          send: () => as.post('/tenants', newTenant(room._id, bed)),
        })),
        ...movers.map((mover, i) => ({
          bed: i + 1,
          send: () =>
            as.put(`/tenants/${mover._id}`, tenantBody(room._id, i + 1, { name: mover.name })),
        })),
        {
          bed: 0,
          send: () =>
            as.put(`/rooms/${room._id}`, roomBody({ roomNumber: room.roomNumber, capacity: 2 })),
        },
      ];
      const answers = await Promise.all(requests.map((r) => r.send()));
      expectDecisions(answers, [200, 201, 400, 409]);

      const won = requests.filter((r, i) => r.bed > 0 && answers[i]!.statusCode < 300);
      const beds = won.map((r) => r.bed);
      expect(new Set(beds).size, `beds given twice: ${beds}`).toBe(beds.length);
      const capacityCut = answers.at(-1)!.statusCode === 200;
      expect(won.length).toBeLessThanOrEqual(capacityCut ? 2 : 3);
      const inRoom = (await as.get(`/rooms/${room._id}`)).json().data;
      expect(inRoom.occupiedBeds).toBe(won.length);
      expect(inRoom.capacity).toBe(capacityCut ? 2 : 3);
    }
  });
});

describe('capacity', () => {
  it('refuses a cut that fits the number of tenants but not the beds they hold', async () => {
    const room = await createRoom({ capacity: 3 });
    await addTenant(room._id, 1);
    await addTenant(room._id, 3);
    const cut = await as.put(
      `/rooms/${room._id}`,
      roomBody({ roomNumber: room.roomNumber, capacity: 2 }),
    );
    expect(cut.statusCode).toBe(409);
    expect(cut.json().error).toBe(
      'Capacity cannot be less than 3: bed 3 is taken. Move its tenant to another bed first.',
    );
    const fits = await as.put(
      `/rooms/${room._id}`,
      roomBody({ roomNumber: room.roomNumber, capacity: 3 }),
    );
    expect(fits.statusCode).toBe(200);
  });
});

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

describe('deleting a room while a tenant is added or moved to it', () => {
  it('lets exactly one win: the delete (the tenant gets 404) or the tenant (the delete gets 409)', async () => {
    const outcomes = { deleteWon: 0, tenantWon: 0 };
    const elsewhere = await createRoom({ capacity: 12 });
    for (let round = 0; round < 12; round += 1) {
      const room = await createRoom({ capacity: 2 });
      const moving = round % 2 === 1;
      const mover = moving ? await addTenant(elsewhere._id, Math.ceil(round / 2)) : null;
      const toRoom = () =>
        mover
          ? as.put(`/tenants/${mover._id}`, tenantBody(room._id, 1, { name: mover.name }))
          : as.post('/tenants', newTenant(room._id, 1));
      const remove = () => as.delete(`/rooms/${room._id}`);
      // Both orders of sending, so either request may reach the database first.
      const [tenantAnswer, deleteAnswer] =
        round % 4 < 2
          ? await Promise.all([toRoom(), remove()])
          : (await Promise.all([remove(), toRoom()])).reverse();
      const tenantWon = tenantAnswer!.statusCode < 300;
      const deleteWon = deleteAnswer!.statusCode === 200;
      expect(
        tenantWon !== deleteWon,
        `tenant ${tenantAnswer!.statusCode} ${tenantAnswer!.body}, delete ${deleteAnswer!.statusCode} ${deleteAnswer!.body}`,
      ).toBe(true);
      if (deleteWon) {
        expect(tenantAnswer!.statusCode).toBe(404);
        expect(tenantAnswer!.json().error).toBe('Room not found');
        outcomes.deleteWon += 1;
      } else {
        expect(deleteAnswer!.statusCode).toBe(409);
        expect((await as.get(`/rooms/${room._id}`)).json().data.occupiedBeds).toBe(1);
        outcomes.tenantWon += 1;
      }
      if (mover) {
        // A mover who lost stays where they were.
        const now = (await as.get(`/tenants/${mover._id}`)).json().data;
        expect(now.roomId._id).toBe(tenantWon ? room._id : elsewhere._id);
      }
    }
    expect(outcomes.deleteWon + outcomes.tenantWon).toBe(12);
  });
});

describe('the invariant checks', () => {
  it('report each broken invariant, with the database constraints that back them lifted', async () => {
    const strangerAs = actingAs(app, await registerAdmin(app));
    const theirRoom = (await strangerAs.post('/rooms', roomBody())).json().data._id as string;
    const theirTenant = (await strangerAs.post('/tenants', tenantBody(theirRoom, 1))).json().data
      ._id as string;
    const room = await createRoom({ capacity: 3 });
    const a = await addTenant(room._id, 1);
    const b = await addTenant(room._id, 2);
    const c = await addTenant(room._id, 3);
    const rentOf = async (tenantId: string, month: number) => {
      const rent = (
        await as.post('/rents', {
          tenantId,
          amount: 100,
          month,
          year: 2040,
          dueDate: `2040-0${month}-05`,
        })
      ).json().data._id as string;
      expect((await as.put(`/rents/${rent}/pay`, { amount: 10 })).statusCode).toBe(200);
      return rent;
    };
    const rents = [await rentOf(a._id, 1), await rentOf(a._id, 2), await rentOf(b._id, 1)];
    const chargeOf = async (tenantId: string) => {
      const charge = (
        await as.post(`/tenants/${tenantId}/charges`, {
          kind: 'other',
          amount: 100,
          date: '2040-01-01',
          dueDate: '2040-01-05',
        })
      ).json().data._id as string;
      expect((await as.put(`/charges/${charge}/pay`, { amount: 10 })).statusCode).toBe(200);
      return charge;
    };
    const charges = [await chargeOf(a._id), await chargeOf(b._id), await chargeOf(c._id)];
    await as.put('/settings', { electricityRate: 5 });
    const meterRoom = await createRoom({ capacity: 1, rentAmount: 0 });
    await addTenant(meterRoom._id, 1, { joiningDate: '2026-01-01' });
    for (const [date, reading] of [
      ['2026-09-01', 10],
      ['2026-10-01', 50],
    ] as const) {
      const read = await as.post(`/rooms/${meterRoom._id}/meter-readings`, { date, reading });
      expect(read.statusCode, read.body).toBe(201);
    }
    const deposit = await as.post(`/tenants/${a._id}/deposit`, {
      kind: 'collect',
      amount: 100,
      date: '2026-11-01',
      method: 'Cash',
    });
    expect(deposit.statusCode).toBe(201);

    class Rollback extends Error {}
    let found: Record<string, unknown[]> = {};
    await app.db
      .transaction(async (tx) => {
        const run = (text: string) => tx.execute(sql.raw(text));
        for (const constraint of [
          'tenants_room_and_bed_together',
          'tenants_inactive_hold_no_bed',
          'rents_paid_within_amount',
          'payments_amount_positive',
          'charges_paid_within_amount',
          'charges_waive_has_reason',
        ]) {
          await run(`alter table ${constraint.split('_')[0]} drop constraint ${constraint}`);
        }
        await run('drop index tenants_active_bed_key');
        await run('drop index rents_monthly_key');
        await run('drop index charges_late_fee_key');
        await run('set local session_replication_role = replica'); // foreign keys off
        await run(`update rooms set capacity = 1 where id = '${room._id}'`); // beds 2 and 3 of 1
        await run(`insert into tenants (admin_id, name, phone, id_proof_type, id_proof_number, room_id, bed_number, joining_date)
                   select admin_id, 'Twin', phone, id_proof_type, id_proof_number, room_id, 1, joining_date from tenants where id = '${a._id}'`);
        await run(`insert into tenants (admin_id, name, phone, id_proof_type, id_proof_number, room_id, bed_number, joining_date, active)
                   select admin_id, 'Half', phone, id_proof_type, id_proof_number, null, 3, joining_date, false from tenants where id = '${a._id}'`);
        await run(`update tenants set has_photo = true where id = '${b._id}'`);
        await run(`update rents set paid_paise = paid_paise + 1 where id = '${rents[0]}'`);
        await run(`update rents set paid_paise = amount_paise + 100 where id = '${rents[1]}'`);
        // Zero paid, and receipt number 5 of a year that gave none before.
        await run(`insert into payments (admin_id, rent_id, amount_paise, method, paid_on, receipt_year, receipt_sequence)
                   select admin_id, id, 0, 'Cash', due_date, 2099, 5 from rents where id = '${rents[2]}'`);
        await run(`insert into rents (admin_id, tenant_id, tenant_name, tenant_phone, month, year, due_date, amount_paise)
                   select admin_id, tenant_id, tenant_name, tenant_phone, month, year, due_date, amount_paise from rents where id = '${rents[2]}'`);
        await run(
          `update tenants set room_id = '${theirRoom}', bed_number = 2 where id = '${c._id}'`,
        );
        await run(`update rents set tenant_id = '${theirTenant}' where id = '${rents[1]}'`);
        await run(`update rents set tenant_deleted = true where id = '${rents[0]}'`);
        await run(
          `update payments set admin_id = (select admin_id from tenants where id = '${theirTenant}') where rent_id = '${rents[0]}'`,
        );
        await run(`update rooms set admin_id = gen_random_uuid() where id = '${room._id}'`);
        await run(`update rents set cancelled_at = now() where id = '${rents[2]}'`);
        await run(`update charges set paid_paise = paid_paise + 1 where id = '${charges[0]}'`);
        await run(`update charges set paid_paise = amount_paise + 5 where id = '${charges[1]}'`);
        await run(`update charges set waived_at = now() where id = '${charges[2]}'`);
        await run(`update charges set tenant_id = '${theirTenant}' where id = '${charges[2]}'`);
        for (let i = 0; i < 2; i += 1) {
          await run(`insert into charges (admin_id, tenant_id, tenant_name, tenant_phone, kind, amount_paise, date, due_date, rent_id)
                     select admin_id, tenant_id, tenant_name, tenant_phone, 'lateFee', 100, due_date, due_date, id
                     from rents where id = '${rents[1]}'`);
        }
        await run(`update meter_readings set bill_paise = bill_paise + 1
                   where room_id = '${meterRoom._id}' and bill_paise is not null`);
        await run(`insert into deposit_entries (admin_id, tenant_id, kind, amount_paise, date)
                   select admin_id, id, 'refund', 50000, '2026-11-02' from tenants where id = '${a._id}'`);
        found = await brokenInvariants(tx);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(Object.keys(found).sort()).toEqual(Object.keys(INVARIANTS).sort());
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

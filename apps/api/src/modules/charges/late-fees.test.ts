import type { Charge } from '@nivas/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { brokenInvariants, databaseDigest } from '../../../test/database-checks';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';
import { applyLateFees, LATE_FEE_INTERVAL_MS, scheduleLateFees } from './late-fees';

let app: App;
const server = { timeZone: 'Asia/Kolkata' };
/** Noon in India on a day: the business day the run judges by. */
const on = (date: string) => new Date(`${date}T06:30:00Z`);

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

/** A PG with a late-fee rule, a tenant, and an unpaid rent due on 5 March 2031. */
async function pgWithLateRent(lateFee: object, graceDays = 0) {
  const as = actingAs(app, await registerAdmin(app));
  const settings = await as.put('/settings', { lateFee, graceDays });
  expect(settings.statusCode, settings.body).toBe(200);
  const room = (await as.post('/rooms', roomBody({ rentAmount: 0 }))).json().data;
  const body = tenantBody(room._id, 1, { name: 'Pays Late' });
  const tenant = (await as.post('/tenants', body)).json().data;
  const rent = (
    await as.post('/rents', {
      tenantId: tenant._id,
      amount: 6000,
      month: 3,
      year: 2031,
      dueDate: '2031-03-05',
    })
  ).json().data;
  const lateFees = async () =>
    ((await as.get(`/charges?tenantId=${tenant._id}`)).json().data as Charge[]).filter(
      (c) => c.kind === 'lateFee',
    );
  return { as, tenant, body, rent, lateFees };
}

describe('the late-fee run', () => {
  it('a flat fee: once the rent is overdue, once only, however often it runs', async () => {
    const { rent, lateFees } = await pgWithLateRent({ kind: 'flat', amount: 200, max: 0 });
    await applyLateFees(app.db, server, on('2031-03-05'));
    expect(await lateFees()).toEqual([]);

    await applyLateFees(app.db, server, on('2031-03-06'));
    const [fee] = await lateFees();
    expect(fee).toMatchObject({
      amount: 200,
      date: '2031-03-06',
      dueDate: '2031-03-06',
      rentId: rent._id,
      note: 'Late fee on Rent · March 2031',
      waived: null,
    });

    // The same day again, and the days after: nothing changes.
    const digest = await databaseDigest(app.db);
    await applyLateFees(app.db, server, on('2031-03-06'));
    expect(await databaseDigest(app.db)).toBe(digest);
    await applyLateFees(app.db, server, on('2031-04-20'));
    expect(await lateFees()).toEqual([fee]);
  });

  it('a fee per day: raised once a day up to the maximum, never twice in a day', async () => {
    const { lateFees } = await pgWithLateRent({ kind: 'perDay', amount: 50, max: 300 }, 2);
    // Due the 5th with 2 grace days: overdue from the 8th.
    await applyLateFees(app.db, server, on('2031-03-07'));
    expect(await lateFees()).toEqual([]);
    await applyLateFees(app.db, server, on('2031-03-08'));
    expect((await lateFees()).map((c) => c.amount)).toEqual([50]);

    const digest = await databaseDigest(app.db);
    expect(await applyLateFees(app.db, server, on('2031-03-08'))).toBe(0);
    expect(await databaseDigest(app.db)).toBe(digest);

    await applyLateFees(app.db, server, on('2031-03-10'));
    expect((await lateFees()).map((c) => [c.amount, c.date])).toEqual([[150, '2031-03-08']]);
    await applyLateFees(app.db, server, on('2031-05-01'));
    expect((await lateFees()).map((c) => c.amount)).toEqual([300]);
  });

  it('a waived fee stays waived and is not raised', async () => {
    const { as, lateFees } = await pgWithLateRent({ kind: 'perDay', amount: 20, max: 0 });
    await applyLateFees(app.db, server, on('2031-03-09'));
    const [fee] = await lateFees();
    expect(fee!.amount).toBe(80);
    const waived = await as.post(`/charges/${fee!._id}/waive`, { reason: 'First time' });
    expect(waived.statusCode, waived.body).toBe(200);

    await applyLateFees(app.db, server, on('2031-03-20'));
    expect(await lateFees()).toEqual([
      expect.objectContaining({
        _id: fee!._id,
        amount: 80,
        status: 'Cancelled',
        waived: expect.objectContaining({ reason: 'First time' }),
      }),
    ]);
  });

  it('charges nothing on a paid rent, within the grace days, or for a tenant who left', async () => {
    const paid = await pgWithLateRent({ kind: 'flat', amount: 100, max: 0 });
    expect((await paid.as.put(`/rents/${paid.rent._id}/pay`, {})).statusCode).toBe(200);
    const grace = await pgWithLateRent({ kind: 'flat', amount: 100, max: 0 }, 10);
    const gone = await pgWithLateRent({ kind: 'flat', amount: 100, max: 0 });
    const left = await gone.as.put(`/tenants/${gone.tenant._id}`, {
      ...gone.body,
      active: false,
      leavingDate: '2031-03-20',
    });
    expect(left.statusCode, left.body).toBe(200);
    const none = await pgWithLateRent({ kind: 'none', amount: 100, max: 0 });

    await applyLateFees(app.db, server, on('2031-03-12'));
    for (const pg of [paid, grace, gone, none]) expect(await pg.lateFees()).toEqual([]);
  });

  it('a late fee is paid like any charge, and a per-day fee paid in full grows again', async () => {
    const { as, lateFees } = await pgWithLateRent({ kind: 'perDay', amount: 10, max: 100 });
    await applyLateFees(app.db, server, on('2031-03-07'));
    const [fee] = await lateFees();
    const paid = await as.put(`/charges/${fee!._id}/pay`, {});
    expect(paid.json().data).toMatchObject({ amount: 20, amountPaid: 20, status: 'Paid' });
    await applyLateFees(app.db, server, on('2031-03-09'));
    expect((await lateFees())[0]).toMatchObject({ amount: 40, amountPaid: 20, amountDue: 20 });
  });

  it('runs at once and then every day, on its own clock', async () => {
    const { lateFees } = await pgWithLateRent({ kind: 'perDay', amount: 5, max: 0 });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let clock = on('2031-03-06');
      const stop = await scheduleLateFees({
        db: app.db,
        server,
        now: () => clock,
        log: { info: () => {}, error: () => {} },
      });
      expect((await lateFees()).map((c) => c.amount)).toEqual([5]);
      clock = on('2031-03-07');
      await vi.advanceTimersByTimeAsync(LATE_FEE_INTERVAL_MS);
      await vi.waitFor(async () => expect((await lateFees()).map((c) => c.amount)).toEqual([10]));
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a late fee belongs to its rent', () => {
  const feeOf = async (lateFees: () => Promise<Charge[]>) => {
    await applyLateFees(app.db, server, on('2031-03-06'));
    const [fee] = await lateFees();
    expect(fee).toMatchObject({ amount: 200, waived: null });
    return fee!;
  };

  it('deleting the rent waives its late fee, nothing paid on it', async () => {
    const { as, rent, lateFees } = await pgWithLateRent({ kind: 'flat', amount: 200, max: 0 });
    const fee = await feeOf(lateFees);
    const deleted = await as.delete(`/rents/${rent._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await lateFees()).toEqual([
      expect.objectContaining({
        _id: fee._id,
        status: 'Cancelled',
        amountDue: 0,
        waived: expect.objectContaining({ reason: 'Its rent was deleted' }),
      }),
    ]);
  });

  it('a rent whose late fee has a payment standing is not deleted until it is voided', async () => {
    const { as, rent, lateFees } = await pgWithLateRent({ kind: 'flat', amount: 200, max: 0 });
    const fee = await feeOf(lateFees);
    const paid = await as.put(`/charges/${fee._id}/pay`, { amount: 50 });
    expect(paid.statusCode, paid.body).toBe(200);
    const refused = await as.delete(`/rents/${rent._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RENT_HAS_PAYMENTS',
      error: "This rent's late fee has payments recorded: void them before deleting the rent",
    });
    expect(await lateFees()).toEqual([expect.objectContaining({ amountPaid: 50, waived: null })]);

    const voided = await as.post(`/payments/${paid.json().payment._id}/void`, { reason: 'wrong' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await as.delete(`/rents/${rent._id}`)).statusCode).toBe(200);
    expect(await lateFees()).toEqual([expect.objectContaining({ status: 'Cancelled' })]);
  });

  it('a leaving dated before the rent cancels it with its late fee', async () => {
    const { as, tenant, body, rent, lateFees } = await pgWithLateRent({
      kind: 'flat',
      amount: 200,
      max: 0,
    });
    const fee = await feeOf(lateFees);
    const left = await as.put(`/tenants/${tenant._id}`, {
      ...body,
      active: false,
      leavingDate: '2031-02-20',
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await as.get(`/rents/${rent._id}`)).json().data).toMatchObject({
      status: 'Cancelled',
    });
    expect(await lateFees()).toEqual([
      expect.objectContaining({
        _id: fee._id,
        status: 'Cancelled',
        waived: expect.objectContaining({ reason: 'Its rent was cancelled' }),
      }),
    ]);
  });

  it('money paid on the late fee keeps the rent owed on leaving, as money paid on the rent does', async () => {
    const { as, tenant, body, rent, lateFees } = await pgWithLateRent({
      kind: 'flat',
      amount: 200,
      max: 0,
    });
    const fee = await feeOf(lateFees);
    expect((await as.put(`/charges/${fee._id}/pay`, { amount: 50 })).statusCode).toBe(200);
    const left = await as.put(`/tenants/${tenant._id}`, {
      ...body,
      active: false,
      leavingDate: '2031-02-20',
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await as.get(`/rents/${rent._id}`)).json().data.status).not.toBe('Cancelled');
    expect(await lateFees()).toEqual([expect.objectContaining({ amountPaid: 50, waived: null })]);
  });
});

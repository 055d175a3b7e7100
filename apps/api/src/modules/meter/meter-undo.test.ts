// A wrong reading is undone, the room's last only: its shares are waived with the reason and
// the meter reads on from the reading before, as if it had never been taken.
import type { Charge, MeterReading } from '@nivas/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { brokenInvariants } from '../../../test/database-checks';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

/** A PG at ₹10 a unit, a room with Asha and Ravi since June, and its first reading. */
async function newPg() {
  const as = actingAs(app, await registerAdmin(app));
  expect((await as.put('/settings', { electricityRate: 10 })).statusCode).toBe(200);
  const room = (
    await as.post('/rooms', roomBody({ roomNumber: 'U1', capacity: 2, rentAmount: 0 }))
  ).json().data as { _id: string };
  const asha = (
    await as.post('/tenants', tenantBody(room._id, 1, { name: 'Asha', joiningDate: '2026-06-01' }))
  ).json().data as { _id: string };
  await as.post('/tenants', tenantBody(room._id, 2, { name: 'Ravi', joiningDate: '2026-06-01' }));
  const read = async (date: string, reading: number) => {
    const response = await as.post(`/rooms/${room._id}/meter-readings`, { date, reading });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as MeterReading;
  };
  const undo = (reading: { _id: string }, reason = 'Typed 11000 for 1100') =>
    as.post(`/meter-readings/${reading._id}/undo`, { reason });
  const listed = async () =>
    (await as.get(`/rooms/${room._id}/meter-readings`)).json().data as MeterReading[];
  const electricity = async () =>
    ((await as.get('/charges')).json().data as Charge[]).filter((c) => c.kind === 'electricity');
  await read('2026-10-01', 1000);
  return { as, room, asha, read, undo, listed, electricity };
}

describe('POST /api/v1/meter-readings/{id}/undo', () => {
  it('undoes a mistyped last reading: its shares waived with the reason, the meter back to the one before', async () => {
    const { read, undo, listed, electricity } = await newPg();
    const wrong = await read('2026-10-31', 11000);
    expect((await electricity()).map((c) => c.amount)).toEqual([50_000, 50_000]);

    const response = await undo(wrong);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    // The room's readings no longer list it; its charges stay, waived with the reason.
    expect((await listed()).map((r) => r.reading)).toEqual([1000]);
    const waived = await electricity();
    expect(waived).toHaveLength(2);
    for (const charge of waived) {
      expect(charge.waived).toEqual({ at: expect.any(String), reason: 'Typed 11000 for 1100' });
    }

    // The right reading, on the same day and below the undone one, closes the period.
    const right = await read('2026-10-31', 1100);
    expect(right.period).toMatchObject({ from: '2026-10-01', units: 100, bill: 1000 });
    expect(right.period!.shares.map((s) => s.amount)).toEqual([500, 500]);
  });

  it('undoes a reading dated wrong, so an earlier day can be read', async () => {
    const { read, undo, listed } = await newPg();
    const wrong = await read('2026-11-20', 1100);
    expect((await undo(wrong)).statusCode).toBe(200);
    await read('2026-10-31', 1100);
    expect((await listed()).map((r) => r.date)).toEqual(['2026-10-31', '2026-10-01']);
  });

  it('refuses a reading that is not the last: 409 METER_READING_ORDER, nothing changed', async () => {
    const { read, undo, listed, electricity } = await newPg();
    const [first] = await listed();
    await read('2026-10-31', 1100);
    const response = await undo(first!);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: "Only the room's last reading can be undone",
      code: 'METER_READING_ORDER',
    });
    expect(await listed()).toHaveLength(2);
    expect((await electricity()).every((c) => c.waived === null)).toBe(true);
  });

  it('refuses while a share has a payment: 409 CHARGE_HAS_PAYMENTS, nothing changed', async () => {
    const { as, read, undo, listed, electricity } = await newPg();
    const reading = await read('2026-10-31', 1100);
    const paid = reading.period!.shares[0]!;
    expect((await as.put(`/charges/${paid.chargeId}/pay`, { amount: 100 })).statusCode).toBe(200);

    const response = await undo(reading);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: 'A share of this reading has payments recorded: void them before undoing the reading',
      code: 'CHARGE_HAS_PAYMENTS',
    });
    expect(await listed()).toHaveLength(2);
    expect((await electricity()).every((c) => c.waived === null)).toBe(true);
  });

  it('a share waived already stays waived with its own reason', async () => {
    const { as, read, undo, electricity } = await newPg();
    const reading = await read('2026-10-31', 1100);
    const [first, second] = reading.period!.shares;
    await as.post(`/charges/${first!.chargeId}/waive`, { reason: 'Away all month' });
    expect((await undo(reading, 'Wrong meter')).statusCode).toBe(200);
    const reasons = Object.fromEntries((await electricity()).map((c) => [c._id, c.waived?.reason]));
    expect(reasons).toEqual({
      [first!.chargeId]: 'Away all month',
      [second!.chargeId]: 'Wrong meter',
    });
  });

  it('an undone reading cannot be undone again; another admin’s or an unknown one is 404', async () => {
    const { read, undo } = await newPg();
    const reading = await read('2026-10-31', 1100);
    expect((await undo(reading)).statusCode).toBe(200);
    const stranger = actingAs(app, await registerAdmin(app));
    for (const response of [
      await undo(reading),
      await stranger.post(`/meter-readings/${reading._id}/undo`, { reason: 'Mine' }),
      await undo({ _id: '6f1c1a52-7a55-4c51-9d0b-2f2a0c7f0b11' }),
      await undo({ _id: 'no-reading' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'Meter reading not found',
        code: 'NOT_FOUND',
      });
    }
  });

  it('needs a reason: 400', async () => {
    const { read, as, listed } = await newPg();
    const reading = await read('2026-10-31', 1100);
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const response = await as.post(`/meter-readings/${reading._id}/undo`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/Reason/);
    }
    expect(await listed()).toHaveLength(2);
  });
});

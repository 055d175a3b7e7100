import { addDays, businessToday, type Charge, type MeterReading } from '@nivas/domain';
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
let stranger: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  stranger = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

const paise = (rupees: number) => Math.round(rupees * 100);

/** A PG at ₹8.75 a unit with a room of three beds and no rent (only electricity is owed). */
async function newPg(rate: number | null = 8.75) {
  const as = actingAs(app, await registerAdmin(app));
  if (rate !== null) {
    expect((await as.put('/settings', { electricityRate: rate })).statusCode).toBe(200);
  }
  const room = (
    await as.post('/rooms', roomBody({ roomNumber: 'M1', capacity: 3, rentAmount: 0 }))
  ).json().data as { _id: string };
  const read = (date: string, reading: number | string) =>
    as.post(`/rooms/${room._id}/meter-readings`, { date, reading });
  const readOk = async (date: string, reading: number) => {
    const response = await read(date, reading);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as MeterReading;
  };
  return { as, room, read, readOk };
}

describe('POST /api/v1/rooms/{id}/meter-readings', () => {
  it('shares two periods among who lived there by days, adding up exactly to units × rate', async () => {
    const { as, room, readOk } = await newPg();
    const asha = (
      await as.post(
        '/tenants',
        tenantBody(room._id, 1, { name: 'Asha', joiningDate: '2026-06-01' }),
      )
    ).json().data;
    const ravi = (
      await as.post(
        '/tenants',
        tenantBody(room._id, 2, { name: 'Ravi', joiningDate: '2026-10-10' }),
      )
    ).json().data;
    const meenaBody = tenantBody(room._id, 3, { name: 'Meena', joiningDate: '2026-06-01' });
    const meena = (await as.post('/tenants', meenaBody)).json().data;
    const left = await as.put(`/tenants/${meena._id}`, {
      ...meenaBody,
      active: false,
      leavingDate: '2026-10-20',
    });
    expect(left.statusCode, left.body).toBe(200);

    const first = await readOk('2026-10-01', 1000);
    expect(first).toEqual({
      _id: expect.any(String),
      date: '2026-10-01',
      reading: 1000,
      period: null,
      createdAt: expect.any(String),
    });

    // 1 to 30 October: Asha 30 days, Ravi 21 (from the 10th), Meena 20 (to the 20th).
    const second = await readOk('2026-10-31', 1123.45);
    const bill = Math.round(123.45 * 875); // 108,018.75 paise, to the paisa
    expect(second.period).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      days: 30,
      units: 123.45,
      rate: 8.75,
      bill: bill / 100,
    });
    const shares = second.period!.shares;
    expect(shares.map((s) => [s.name, s.days])).toEqual([
      ['Asha', 30],
      ['Ravi', 21],
      ['Meena', 20],
    ]);
    expect(shares.reduce((sum, s) => sum + paise(s.amount), 0)).toBe(bill);
    // Each rounded to the rupee, the remainder (paise included) on the longest stay.
    expect(shares.map((s) => s.amount)).toEqual([457.19, 319, 304]);

    // Each share is an electricity charge in its tenant's account, due on the next due day.
    for (const [tenant, share] of [
      [asha, shares[0]!],
      [ravi, shares[1]!],
      [meena, shares[2]!],
    ] as const) {
      expect(share.tenantId).toBe(tenant._id);
      const account = (await as.get(`/tenants/${tenant._id}/account`)).json().data;
      const charge = account.charges.find((c: Charge) => c._id === share.chargeId);
      expect(charge).toMatchObject({
        kind: 'electricity',
        amount: share.amount,
        date: '2026-10-31',
        dueDate: '2026-11-05',
        meterReadingId: second._id,
        roomId: { _id: room._id },
      });
    }
    const raviCharge = (await as.get(`/charges?tenantId=${ravi._id}`)).json().data[0];
    expect(raviCharge.note).toBe('123.45 units × ₹8.75, 21 of 71 days: ₹319');

    // 31 October to 19 November: Asha and Ravi, 20 days each; Meena had left.
    const third = await readOk('2026-11-20', 1200);
    const secondBill = Math.round(76.55 * 875);
    expect(third.period).toMatchObject({ units: 76.55, days: 20, bill: secondBill / 100 });
    const thirdShares = third.period!.shares;
    expect(thirdShares.map((s) => s.days)).toEqual([20, 20]);
    expect(thirdShares.reduce((sum, s) => sum + paise(s.amount), 0)).toBe(secondBill);
    expect(thirdShares.filter((s) => paise(s.amount) % 100 !== 0)).toHaveLength(1);

    // The room's readings, newest first, each with its period as recorded.
    const listed = await as.get(`/rooms/${room._id}/meter-readings`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([third, second, first]);
  });

  it('shares nothing in an empty room, yet records the reading and its bill', async () => {
    const { readOk } = await newPg();
    await readOk('2026-09-01', 10);
    const second = await readOk('2026-10-01', 30);
    expect(second.period).toMatchObject({ units: 20, bill: 175, shares: [] });
  });

  it('a reading on the same day, an earlier day or lower than the last: 409 METER_READING_ORDER', async () => {
    const { room, read, readOk, as } = await newPg();
    await readOk('2026-10-01', 500);
    for (const [date, reading] of [
      ['2026-10-01', 600],
      ['2026-09-30', 600],
      ['2026-10-02', 499.99],
    ] as const) {
      const response = await read(date, reading);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        error:
          "A reading must be dated after 1 Oct 2026 and be at least 500, the room's last reading",
        code: 'METER_READING_ORDER',
      });
    }
    expect((await as.get(`/rooms/${room._id}/meter-readings`)).json().data).toHaveLength(1);
  });

  it("a reading dated after today in the PG's zone: 400 DATE_IN_FUTURE, nothing recorded; today is taken", async () => {
    const { as, room, read, readOk } = await newPg();
    await as.post('/tenants', tenantBody(room._id, 1, { joiningDate: '2026-06-01' }));
    await readOk('2026-10-01', 100);
    const today = businessToday('Asia/Kolkata');
    for (const date of [addDays(today, 1), '2099-01-01']) {
      const response = await read(date, 150);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'Date cannot be in the future',
        code: 'DATE_IN_FUTURE',
      });
    }
    expect((await as.get(`/rooms/${room._id}/meter-readings`)).json().data).toHaveLength(1);
    expect((await as.get('/charges')).json().data).toEqual([]);

    expect((await readOk(today, 150)).period).toMatchObject({ to: today, units: 50 });
  });

  it('closing a period without the electricity rate: 400 NO_ELECTRICITY_RATE, nothing recorded', async () => {
    const { as, room, read, readOk } = await newPg(null);
    await as.post('/tenants', tenantBody(room._id, 1, { joiningDate: '2026-06-01' }));
    // The first reading closes no period and needs no rate.
    await readOk('2026-10-01', 100);
    const response = await read('2026-10-31', 150);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Set the electricity rate per unit in settings before closing a meter period',
      code: 'NO_ELECTRICITY_RATE',
    });
    expect((await as.get(`/rooms/${room._id}/meter-readings`)).json().data).toHaveLength(1);
    expect((await as.get('/charges')).json().data).toEqual([]);
  });

  it.each([
    [{ date: '2026-10-01', reading: -1 }, 'Reading must be 0 or more'],
    [{ date: '2026-10-01', reading: 10.123 }, 'Reading may have at most two decimals'],
    [{ date: '2026-10-01', reading: 'lots' }, 'Reading must be a number'],
    [{ date: '2026-10-01', reading: 100_000_000 }, /Reading must be at most/],
    [{ date: 'yesterday', reading: 10 }, /Date/],
    [{ reading: 10 }, /Date/],
    [{ date: '2026-10-01', reading: 10, units: 5 }, /Unrecognized key/],
  ])('refuses %o with 400', async (body, message) => {
    const { as, room } = await newPg();
    const response = await as.post(`/rooms/${room._id}/meter-readings`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await as.get(`/rooms/${room._id}/meter-readings`)).json().data).toEqual([]);
  });

  it("answers 404 for another admin's room and an unknown one, recording nothing", async () => {
    const { as, room, readOk } = await newPg();
    await readOk('2026-10-01', 100);
    for (const id of [room._id, '6f1c1a52-7a55-4c51-9d0b-2f2a0c7f0b11', 'no-room']) {
      for (const response of [
        await stranger.post(`/rooms/${id}/meter-readings`, { date: '2026-10-31', reading: 200 }),
        await stranger.get(`/rooms/${id}/meter-readings`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'Room not found', code: 'NOT_FOUND' });
      }
    }
    expect((await as.get(`/rooms/${room._id}/meter-readings`)).json().data).toHaveLength(1);
  });
});

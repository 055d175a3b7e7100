// A room's electricity is shared by the days each tenant lived in that room: a tenant who
// moves, is taken off their bed or has their room corrected is counted where they were.
import { addDays, businessToday, formatDate, type IsoDate, type MeterReading } from '@nivas/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

// A move, a leaving and a vacating are dated the PG's today (Asia/Kolkata by default), and a
// reading is dated today or before: each test starts today and moves the app's clock ahead
// to read the meter days after a move.
const today = businessToday('Asia/Kolkata');
const day = (offset: number) => addDays(today, offset);
let clock = new Date();
/** The app's clock at noon of `date` in the PG's zone. */
const travelTo = (date: IsoDate) => {
  clock = new Date(`${date}T12:00:00+05:30`);
};

beforeAll(async () => {
  app = await createTestApp({}, { now: () => clock });
});
beforeEach(() => travelTo(today));
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

/** A PG at ₹8.75 a unit with rooms A and B of three beds and no rent. */
async function newPg() {
  const as = actingAs(app, await registerAdmin(app));
  expect((await as.put('/settings', { electricityRate: 8.75 })).statusCode).toBe(200);
  const room = async (roomNumber: string) =>
    (await as.post('/rooms', roomBody({ roomNumber, capacity: 3, rentAmount: 0 }))).json().data as {
      _id: string;
    };
  const a = await room('A');
  const b = await room('B');
  const join = async (name: string, roomId: string, bed: number, joiningDate: string) => {
    const body = tenantBody(roomId, bed, { name, joiningDate });
    const response = await as.post('/tenants', body);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().data._id as string, body };
  };
  const read = async (roomId: string, date: string, reading: number) => {
    const response = await as.post(`/rooms/${roomId}/meter-readings`, { date, reading });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as MeterReading;
  };
  const shares = (reading: MeterReading) =>
    reading.period!.shares.map((share) => [share.name, share.days, share.amount]);
  return { as, a, b, join, read, shares };
}

/**
 * Asha in A and Ravi in B from sixty days ago, both meters read twenty days ago; then Asha
 * moves to B (today, or on the day given).
 */
async function ashaMovesToB(move: { movedOn?: string } = {}) {
  const pg = await newPg();
  const asha = await pg.join('Asha', pg.a._id, 1, day(-60));
  await pg.join('Ravi', pg.b._id, 1, day(-60));
  await pg.read(pg.a._id, day(-20), 1000);
  await pg.read(pg.b._id, day(-20), 500);
  const moved = await pg.as.put(`/tenants/${asha.id}`, {
    ...asha.body,
    roomId: pg.b._id,
    bedNumber: 2,
    ...move,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return pg;
}

describe('the meter split follows where tenants lived', () => {
  it('a tenant who moves is shared by each room for the days lived in it', async () => {
    const { a, b, read, shares } = await ashaMovesToB();

    travelTo(day(10));
    // Asha lived in A the twenty days before today: A's 100 units (₹875) are all hers.
    expect(shares(await read(a._id, day(10), 1100))).toEqual([['Asha', 20, 875]]);
    // B: Ravi throughout (30 days), Asha from today (10): ₹700 as ₹525 and ₹175.
    expect(shares(await read(b._id, day(10), 580))).toEqual([
      ['Ravi', 30, 525],
      ['Asha', 10, 175],
    ]);
  });

  it('a move dated days ago (movedOn) counts in each room from that day', async () => {
    const { a, b, read, shares } = await ashaMovesToB({ movedOn: day(-10) });

    // The twenty days before today: Asha's first ten in A, her last ten in B beside Ravi.
    expect(shares(await read(a._id, today, 1100))).toEqual([['Asha', 10, 875]]);
    expect(shares(await read(b._id, today, 560))).toEqual([
      ['Ravi', 20, 350],
      ['Asha', 10, 175],
    ]);
  });

  it('a move dated after today, before the stay began or before a last reading is refused', async () => {
    const { as, a, b, join, read } = await newPg();
    const asha = await join('Asha', a._id, 1, day(-60));
    await read(b._id, day(-5), 100);
    const moveOn = (movedOn: string) =>
      as.put(`/tenants/${asha.id}`, { ...asha.body, roomId: b._id, bedNumber: 1, movedOn });

    const ahead = await moveOn(day(1));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ code: 'DATE_IN_FUTURE' });
    const early = await moveOn(day(-61));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      success: false,
      error: `Moved on cannot be before they came to their present room (${formatDate(day(-60))})`,
      code: 'INVALID_INPUT',
    });
    const shared = await moveOn(day(-6));
    expect(shared.statusCode).toBe(409);
    expect(shared.json()).toEqual({
      success: false,
      error: `Moved on cannot be before Room B's last meter reading (${formatDate(day(-5))}): its electricity up to then is already shared`,
      code: 'MOVE_BEFORE_READING',
    });
    expect((await as.get(`/tenants/${asha.id}`)).json().data.roomId._id).toBe(a._id);

    // Without a change of room there is no move, and the day is not read.
    const kept = await as.put(`/tenants/${asha.id}`, { ...asha.body, movedOn: day(1) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await moveOn(day(-5))).statusCode).toBe(200);
  });

  it('a room corrected on the day it was given was not lived in', async () => {
    const { as, a, b, join, read, shares } = await newPg();
    await read(a._id, day(-5), 100);
    await read(b._id, day(-5), 100);
    const asha = await join('Asha', a._id, 1, today);
    const corrected = await as.put(`/tenants/${asha.id}`, {
      ...asha.body,
      roomId: b._id,
      bedNumber: 1,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    travelTo(day(5));
    expect(shares(await read(a._id, day(5), 120))).toEqual([]);
    expect(shares(await read(b._id, day(5), 120))).toEqual([['Asha', 5, 175]]);
  });

  it('a tenant taken off their bed is counted to the day before', async () => {
    const { as, a, join, read, shares } = await newPg();
    const asha = await join('Asha', a._id, 1, day(-60));
    await join('Ravi', a._id, 2, day(-60));
    await read(a._id, day(-20), 1000);
    expect((await as.put(`/tenants/${asha.id}/vacate`)).statusCode).toBe(200);

    travelTo(day(10));
    // 80 units (₹700) over Ravi's 30 days and Asha's 20: ₹420 and ₹280.
    expect(shares(await read(a._id, day(10), 1080))).toEqual([
      ['Ravi', 30, 420],
      ['Asha', 20, 280],
    ]);
  });

  it('a leaving date given before a move already recorded: counted in the room before, to that day', async () => {
    const { as, a, b, join, read } = await newPg();
    const asha = await join('Asha', a._id, 1, day(-60));
    await join('Meena', a._id, 2, day(-60));
    await join('Ravi', b._id, 1, day(-60));
    await read(a._id, day(-20), 1000);
    await read(b._id, day(-20), 500);
    const moved = { ...asha.body, roomId: b._id, bedNumber: 2 };
    expect((await as.put(`/tenants/${asha.id}`, moved)).statusCode).toBe(200);
    const left = await as.put(`/tenants/${asha.id}`, {
      ...moved,
      active: false,
      leavingDate: day(-10),
    });
    expect(left.statusCode, left.body).toBe(200);

    travelTo(day(10));
    // Asha's days in A: 20 to 10 days before today, 11; none in B, which she never reached.
    const daysOf = (reading: MeterReading) =>
      Object.fromEntries(reading.period!.shares.map((share) => [share.name, share.days]));
    expect(daysOf(await read(a._id, day(10), 1041))).toEqual({ Meena: 30, Asha: 11 });
    expect(daysOf(await read(b._id, day(10), 541))).toEqual({ Ravi: 30 });
  });

  it('a corrected joining date moves the start of the stay with it', async () => {
    const { as, a, join, read, shares } = await newPg();
    await read(a._id, day(-20), 1000);
    const asha = await join('Asha', a._id, 1, day(-10));
    const body = { ...asha.body, joiningDate: day(-15) };
    expect((await as.put(`/tenants/${asha.id}`, body)).statusCode).toBe(200);

    travelTo(day(10));
    expect(shares(await read(a._id, day(10), 1080))).toEqual([['Asha', 25, 700]]);
  });

  it('a tenant who left and came back is counted for both stays, in one share', async () => {
    const { as, a, join, read, shares } = await newPg();
    const asha = await join('Asha', a._id, 1, day(-60));
    await join('Ravi', a._id, 2, day(-60));
    await read(a._id, day(-20), 1000);
    const left = await as.put(`/tenants/${asha.id}`, {
      ...asha.body,
      active: false,
      leavingDate: day(-11),
    });
    expect(left.statusCode, left.body).toBe(200);
    const back = await as.put(`/tenants/${asha.id}`, { ...asha.body, active: true });
    expect(back.statusCode, back.body).toBe(200);

    travelTo(day(10));
    // Asha: 20 to 11 days before today (10 days), then from today (10): 20; Ravi 30.
    expect(shares(await read(a._id, day(10), 1080))).toEqual([
      ['Ravi', 30, 420],
      ['Asha', 20, 280],
    ]);
  });

  it.each([
    // Asha: 20 to 11 days before today (10 days), then from 5 days before to day 9 (15).
    { case: 'days after she left', movedOn: day(-5), ashaDays: 25 },
    // Back on the day she left (a leaving undone): that day is counted in one stay only.
    { case: 'on the day she left', movedOn: day(-11), ashaDays: 30 },
  ])('a tenant who came back $case (movedOn) is counted from that day', async (back) => {
    const { as, a, join, read } = await newPg();
    const asha = await join('Asha', a._id, 1, day(-60));
    await join('Ravi', a._id, 2, day(-60));
    await read(a._id, day(-20), 1000);
    const leave = { ...asha.body, active: false, leavingDate: day(-11) };
    expect((await as.put(`/tenants/${asha.id}`, leave)).statusCode).toBe(200);
    const edit = await as.put(`/tenants/${asha.id}`, { ...asha.body, movedOn: back.movedOn });
    expect(edit.statusCode, edit.body).toBe(200);

    travelTo(day(10));
    const reading = await read(a._id, day(10), 1080);
    expect(Object.fromEntries(reading.period!.shares.map((s) => [s.name, s.days]))).toEqual({
      Ravi: 30,
      Asha: back.ashaDays,
    });
  });

  it('a return dated after today, before the day they left or before a last reading is refused', async () => {
    const { as, a, join, read } = await newPg();
    const asha = await join('Asha', a._id, 1, day(-60));
    const leave = { ...asha.body, active: false, leavingDate: day(-11) };
    expect((await as.put(`/tenants/${asha.id}`, leave)).statusCode).toBe(200);
    await read(a._id, day(-3), 1000);
    const backOn = (movedOn: string) => as.put(`/tenants/${asha.id}`, { ...asha.body, movedOn });

    const ahead = await backOn(day(1));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ code: 'DATE_IN_FUTURE' });
    const early = await backOn(day(-12));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      success: false,
      error: `Returned on cannot be before the day they left (${formatDate(day(-11))})`,
      code: 'INVALID_INPUT',
    });
    const shared = await backOn(day(-4));
    expect(shared.statusCode).toBe(409);
    expect(shared.json()).toEqual({
      success: false,
      error: `Returned on cannot be before Room A's last meter reading (${formatDate(day(-3))}): its electricity up to then is already shared`,
      code: 'MOVE_BEFORE_READING',
    });
    expect((await as.get(`/tenants/${asha.id}`)).json().data).toMatchObject({
      active: false,
      leavingDate: day(-11),
    });

    const back = await backOn(day(-3));
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ active: true, leavingDate: null });
  });
});

import { addDays, businessToday, DEFAULT_REMINDER_TEMPLATES } from '@nivas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  actingAs,
  createTestApp,
  registerAdmin,
  roomBody,
  tenantBody,
} from '../../../test/test-app';

/** The house rules and rates every PG starts with. */
const RATE_DEFAULTS = {
  electricityRate: 0,
  lateFee: { kind: 'none', amount: 0, max: 0 },
  noticeDays: 30,
  minStayMonths: 0,
  exitCharge: 0,
  depositRefundDays: 15,
  upiId: '',
  payeeName: '',
  remindDaysBefore: 3,
  reminderTemplates: DEFAULT_REMINDER_TEMPLATES,
};

let app: App;
let owner: ReturnType<typeof actingAs>;
let other: ReturnType<typeof actingAs>;

beforeAll(async () => {
  app = await createTestApp();
  owner = actingAs(app, await registerAdmin(app));
  other = actingAs(app, await registerAdmin(app));
});
afterAll(async () => {
  await app.close();
});

describe('GET and PUT /api/v1/settings', () => {
  it('answers the defaults, saves a change for this PG only, and reads it back', async () => {
    expect((await owner.get('/settings')).json()).toEqual({
      success: true,
      data: {
        timeZone: 'Asia/Kolkata',
        dueDay: 5,
        graceDays: 0,
        firstMonth: 'prorated',
        eraseIdentityAfterDays: 180,
        ...RATE_DEFAULTS,
      },
    });
    for (const days of [30, 0, 3650]) {
      const saved = await owner.put('/settings', { eraseIdentityAfterDays: days });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ eraseIdentityAfterDays: days });
      expect((await owner.get('/settings')).json().data.eraseIdentityAfterDays).toBe(days);
    }
    expect((await other.get('/settings')).json().data.eraseIdentityAfterDays).toBe(180);
  });

  it.each([
    [{ eraseIdentityAfterDays: -1 }, 'Days before identity data is erased must be at least 0'],
    [{ eraseIdentityAfterDays: 3651 }, 'Days before identity data is erased must be at most 3650'],
    [{ eraseIdentityAfterDays: 1.5 }, 'Days before identity data is erased must be a whole number'],
    [{ eraseIdentityAfterDays: 'soon' }, 'Days before identity data is erased must be a number'],
    [{ eraseIdentityAfterDays: null }, 'Days before identity data is erased must be a number'],
    [{ eraseIdentityAfterDays: 10, retention: 5 }, /retention/],
  ])('refuses %o with 400 and changes nothing', async (body, message) => {
    await owner.put('/settings', { eraseIdentityAfterDays: 90 });
    const response = await owner.put('/settings', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await owner.get('/settings')).json().data.eraseIdentityAfterDays).toBe(90);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/v1/settings' })).statusCode).toBe(401);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: { eraseIdentityAfterDays: 1 },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/settings: rates and house rules', () => {
  it('saves the electricity rate, the late-fee rule and the house rules, in rupees with paise', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const rules = {
      electricityRate: 8.5,
      lateFee: { kind: 'perDay', amount: 50, max: 500.25 },
      noticeDays: 15,
      minStayMonths: 3,
      exitCharge: 750,
      depositRefundDays: 7,
    };
    const saved = await pg.put('/settings', rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject(rules);
    expect((await pg.get('/settings')).json().data).toMatchObject(rules);
    // A later subset keeps them.
    await pg.put('/settings', { dueDay: 9 });
    expect((await pg.get('/settings')).json().data).toMatchObject({ ...rules, dueDay: 9 });
    await pg.put('/settings', { lateFee: { kind: 'flat', amount: 200, max: 0 } });
    expect((await pg.get('/settings')).json().data.lateFee).toEqual({
      kind: 'flat',
      amount: 200,
      max: 0,
    });
  });

  it.each([
    [{ electricityRate: -1 }, 'Electricity rate must be 0 or more'],
    [{ electricityRate: 8.505 }, 'Electricity rate may have at most two decimals'],
    [{ electricityRate: 100_001 }, 'Electricity rate must be at most 100000'],
    [{ lateFee: { kind: 'weekly', amount: 1, max: 0 } }, /Late fee kind must be one of/],
    [{ lateFee: { kind: 'flat', amount: 100 } }, /Late fee maximum/],
    [{ lateFee: { kind: 'flat', amount: 100, max: 0, grace: 2 } }, /grace/],
    [{ noticeDays: 366 }, 'Notice days must be at most 365'],
    [{ minStayMonths: 37 }, 'Minimum stay must be at most 36'],
    [{ exitCharge: 'lots' }, 'Exit charge must be a number'],
    [{ depositRefundDays: 91 }, 'Deposit refund days must be at most 90'],
  ])('refuses %o with 400 and changes nothing', async (body, message) => {
    const pg = actingAs(app, await registerAdmin(app));
    const response = await pg.put('/settings', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await pg.get('/settings')).json().data).toMatchObject(RATE_DEFAULTS);
  });
});

describe('PUT /api/v1/settings: the rent rules', () => {
  it('saves any subset, keeps the rest, and answers the whole object', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const saved = await pg.put('/settings', { dueDay: 10, graceDays: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      timeZone: 'Asia/Kolkata',
      dueDay: 10,
      graceDays: 3,
      firstMonth: 'prorated',
      eraseIdentityAfterDays: 180,
      ...RATE_DEFAULTS,
    });
    await pg.put('/settings', { firstMonth: 'full', timeZone: 'Europe/London' });
    expect((await pg.get('/settings')).json().data).toEqual({
      timeZone: 'Europe/London',
      dueDay: 10,
      graceDays: 3,
      firstMonth: 'full',
      eraseIdentityAfterDays: 180,
      ...RATE_DEFAULTS,
    });
    expect((await pg.put('/settings', {})).json().data.dueDay).toBe(10);
  });

  it.each([
    [{ dueDay: 0 }, 'Due day must be at least 1'],
    [{ dueDay: 29 }, 'Due day must be at most 28'],
    [{ dueDay: 5.5 }, 'Due day must be a whole number'],
    [{ graceDays: -1 }, 'Grace days must be at least 0'],
    [{ graceDays: 31 }, 'Grace days must be at most 30'],
    [{ firstMonth: 'half' }, 'First month must be one of prorated, full'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'Time zone must be a known time zone'],
    [{ timeZone: '' }, /Time zone/],
    [{ rentDueDay: 5 }, /rentDueDay/],
  ])('refuses %o with 400', async (body, message) => {
    const response = await owner.put('/settings', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatch(message);
  });

  it('moves the due dates of generated rents and of next month to the new due day', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const room = (await pg.post('/rooms', roomBody({ rentAmount: 5000 }))).json().data;
    const tenant = (await pg.post('/tenants', tenantBody(room._id, 1))).json().data;
    expect((await pg.post('/rents/generate-monthly', { month: 1, year: 2031 })).statusCode).toBe(
      200,
    );
    await pg.put('/settings', { dueDay: 12 });
    await pg.post('/rents/generate-monthly', { month: 2, year: 2031 });
    const dueDates = (await pg.get(`/rents?tenantId=${tenant._id}&from=2031-01-01`))
      .json()
      .data.map((r: { dueDate: string }) => r.dueDate);
    expect(dueDates).toEqual(['2031-02-12', '2031-01-05']);

    const february = (await pg.get(`/rents?tenantId=${tenant._id}&from=2031-02-01`)).json().data[0];
    await pg.put('/settings', { dueDay: 28 });
    const paid = (await pg.put(`/rents/${february._id}/pay`, {})).json();
    expect(paid.nextRent).toMatchObject({ month: 3, year: 2031, dueDate: '2031-03-28' });
  });

  it('moves "overdue" by the grace days, in every answer at once (no remembered answer is stale)', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const room = (await pg.post('/rooms', roomBody({ rentAmount: 5000 }))).json().data;
    // Joined 3 days ago: the first rent is due then.
    const joined = addDays(businessToday('Asia/Kolkata'), -3);
    const created = (
      await pg.post('/tenants', tenantBody(room._id, 1, { joiningDate: joined }))
    ).json();
    const rentId = created.firstRent._id as string;
    const read = async () => ({
      rent: (await pg.get(`/rents/${rentId}`)).json().data.status,
      overdueList: (await pg.get('/rents?status=Overdue')).json().data.length,
      overdue: (await pg.get('/rents/overdue')).json().data.length,
      dashboard: (await pg.get('/dashboard/stats')).json().data.overdueCount,
    });
    expect(await read()).toEqual({ rent: 'Overdue', overdueList: 1, overdue: 1, dashboard: 1 });
    await pg.put('/settings', { graceDays: 3 });
    expect(await read()).toEqual({ rent: 'Pending', overdueList: 0, overdue: 0, dashboard: 0 });
    await pg.put('/settings', { graceDays: 2 });
    expect(await read()).toEqual({ rent: 'Overdue', overdueList: 1, overdue: 1, dashboard: 1 });
    // Days overdue still count from the due date.
    expect((await pg.get(`/rents/${rentId}`)).json().data.daysOverdue).toBe(3);
  });

  it('reckons "today" in the PG\'s time zone', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const room = (await pg.post('/rooms', roomBody({ rentAmount: 5000 }))).json().data;
    // UTC−12 and UTC+14 are 26 hours apart: their dates always differ.
    const west = businessToday('Etc/GMT+12');
    const tenant = (await pg.post('/tenants', tenantBody(room._id, 1))).json().data;
    const rent = (
      await pg.post('/rents', {
        tenantId: tenant._id,
        amount: 5000,
        month: 6,
        year: 2031,
        dueDate: west,
      })
    ).json().data;
    await pg.put('/settings', { timeZone: 'Etc/GMT+12' });
    expect((await pg.get(`/rents/${rent._id}`)).json().data.status).toBe('Pending');
    await pg.put('/settings', { timeZone: 'Pacific/Kiritimati' });
    expect((await pg.get(`/rents/${rent._id}`)).json().data.status).toBe('Overdue');
  });

  it('saves the UPI ID, the payee name and the reminders, and clears the UPI ID when blank', async () => {
    const pg = actingAs(app, await registerAdmin(app));
    const saved = await pg.put('/settings', {
      upiId: ' sunrise.pg@okhdfcbank ',
      payeeName: 'Sunrise PG',
      remindDaysBefore: 5,
      reminderTemplates: { hi: 'नमस्ते {name}, {amount} बाकी हैं।' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      upiId: 'sunrise.pg@okhdfcbank',
      payeeName: 'Sunrise PG',
      remindDaysBefore: 5,
      // The English template is left as it was: the default.
      reminderTemplates: {
        en: DEFAULT_REMINDER_TEMPLATES.en,
        hi: 'नमस्ते {name}, {amount} बाकी हैं।',
      },
    });
    await pg.put('/settings', { upiId: '' });
    expect((await pg.get('/settings')).json().data).toMatchObject({
      upiId: '',
      payeeName: 'Sunrise PG',
    });
  });

  it.each([
    [{ upiId: 'sunrise pg' }, 'UPI ID must look like name@bank'],
    [{ upiId: 'sunrise@' }, 'UPI ID must look like name@bank'],
    [{ payeeName: 'x'.repeat(51) }, 'Payee name must be at most 50 characters'],
    [{ remindDaysBefore: 31 }, 'Days before a due to remind must be at most 30'],
    [{ remindDaysBefore: -1 }, 'Days before a due to remind must be at least 0'],
    [{ reminderTemplates: { en: '' } }, 'English reminder is required'],
    [
      { reminderTemplates: { hi: 'नमस्ते {naam}' } },
      'Hindi reminder has unknown placeholders: {naam}',
    ],
    [{ reminderTemplates: { en: 'x'.repeat(1001) } }, 'English reminder must be at most 1000'],
    [{ reminderTemplates: { fr: 'Bonjour' } }, /fr/],
  ])('refuses %o with 400 and changes nothing', async (body, message) => {
    const pg = actingAs(app, await registerAdmin(app));
    const response = await pg.put('/settings', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatch(message);
    expect((await pg.get('/settings')).json().data).toMatchObject({
      upiId: '',
      remindDaysBefore: 3,
      reminderTemplates: DEFAULT_REMINDER_TEMPLATES,
    });
  });
});

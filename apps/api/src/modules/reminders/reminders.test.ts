import { addDays, businessToday, formatDateIn, type Reminder } from '@nivas/domain';
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
const today = businessToday('Asia/Kolkata');

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
afterEach(async () => {
  expect(await brokenInvariants(app.db)).toEqual({});
});

/** A PG whose tenants joined 40 days ahead (so their first rent is not due yet). */
async function pgWithTenants(names: { name: string; language?: 'en' | 'hi' }[]) {
  const as = actingAs(app, await registerAdmin(app, { pgName: 'Sunrise PG' }));
  const room = (
    await as.post('/rooms', roomBody({ capacity: names.length, rentAmount: 6000 }))
  ).json().data;
  const tenants = [];
  for (const [i, person] of names.entries()) {
    const created = await as.post(
      '/tenants',
      tenantBody(room._id, i + 1, { ...person, joiningDate: addDays(today, 40) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    tenants.push(created.json().data);
  }
  let year = 2040;
  /** A rent of the tenant due `days` from today (negative: past). */
  const rentDue = async (tenantId: string, days: number, amount = 5000) => {
    year += 1;
    const created = await as.post('/rents', {
      tenantId,
      amount,
      month: 6,
      year,
      dueDate: addDays(today, days),
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data;
  };
  return { as, room, tenants, rentDue };
}

const remindersOf = async (as: ReturnType<typeof actingAs>): Promise<Reminder[]> => {
  const response = await as.get('/reminders');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET /api/v1/reminders', () => {
  it('lists overdue and due-soon dues, oldest first, with what is still owed; not the paid, nor the far ones', async () => {
    const { as, tenants, rentDue } = await pgWithTenants([
      { name: 'Overdue Om' },
      { name: 'Soon Sita' },
      { name: 'Later Lata' },
      { name: 'Paid Pooja' },
      { name: 'Part Paid Piyush' },
    ]);
    const [om, sita, lata, pooja, piyush] = tenants;
    await rentDue(om._id, -10);
    const charge = await as.post(`/tenants/${om._id}/charges`, {
      kind: 'electricity',
      amount: 450,
      date: addDays(today, -1),
      dueDate: addDays(today, -1),
    });
    expect(charge.statusCode).toBe(201);
    await rentDue(sita._id, 2);
    await rentDue(lata._id, 10);
    const paid = await rentDue(pooja._id, -5);
    await as.put(`/rents/${paid._id}/pay`, {});
    const part = await rentDue(piyush._id, -3);
    await as.put(`/rents/${part._id}/pay`, { amount: 1500 });

    const reminders = await remindersOf(as);
    expect(reminders.map((r) => r.name)).toEqual(['Overdue Om', 'Part Paid Piyush', 'Soon Sita']);
    const [first, second, third] = reminders as [Reminder, Reminder, Reminder];
    expect(first).toMatchObject({
      tenantId: om._id,
      amountDue: 5450,
      oldestDueDate: addDays(today, -10),
      daysOverdue: 10,
      isOverdue: true,
      remindedToday: false,
      lastRemindedOn: null,
      upiUrl: null,
      telUrl: `tel:+91${om.phone}`,
    });
    expect(first.dues.map((d) => [d.kind, d.amountDue, d.status])).toEqual([
      ['rent', 5000, 'Overdue'],
      ['charge', 450, 'Overdue'],
    ]);
    expect(second).toMatchObject({ amountDue: 3500, isOverdue: true, daysOverdue: 3 });
    expect(third).toMatchObject({
      amountDue: 5000,
      isOverdue: false,
      daysOverdue: 0,
      oldestDueDate: addDays(today, 2),
    });
    expect(third.dues[0]!.status).toBe('Pending');
  });

  it("fills the template of the tenant's language into the WhatsApp and SMS links", async () => {
    const { as, tenants, rentDue } = await pgWithTenants([
      { name: 'Ravi Kumar', language: 'hi' },
      { name: 'Anna George', language: 'en' },
    ]);
    const [ravi, anna] = tenants;
    await as.put('/settings', {
      upiId: 'sunrise@ybl',
      reminderTemplates: {
        hi: '{name} जी, {pgName}: {month} का {amount} ({dueDate} तक) बाकी है।\nUPI: {upiLink}',
        en: 'Dear {name}, {amount} for {month} is due on {dueDate}. {pgName}',
      },
    });
    const rent = await rentDue(ravi._id, -2, 5200);
    await rentDue(anna._id, 1, 4100);
    const reminders = await remindersOf(as);
    const hindi = reminders.find((r) => r.tenantId === ravi._id)!;
    const dueDate = formatDateIn(addDays(today, -2), 'hi');
    const upiLink = `upi://pay?pa=sunrise@ybl&pn=Sunrise%20PG&am=5200.00&cu=INR&tn=Ravi%20Kumar%20%C2%B7%20Room%20101`;
    const expected =
      `Ravi Kumar जी, Sunrise PG: जून ${rent.year} का ₹5,200 (${dueDate} तक) बाकी है।\n` +
      `UPI: ${upiLink}`;
    expect(hindi.message).toBe(expected);
    expect(hindi.upiUrl).toBe(upiLink);
    expect(hindi.whatsappUrl).toBe(
      `https://wa.me/91${ravi.phone}?text=${encodeURIComponent(expected)}`,
    );
    expect(new URL(hindi.whatsappUrl).searchParams.get('text')).toBe(expected);
    expect(hindi.smsUrl).toBe(`sms:+91${ravi.phone}?&body=${encodeURIComponent(expected)}`);
    // The list is the owner's: its dues are named as the ledger names them, whatever the
    // tenant's language.
    expect(hindi.dues[0]!.label).toBe(`Rent · June ${rent.year}`);

    const english = reminders.find((r) => r.tenantId === anna._id)!;
    expect(english.message).toBe(
      `Dear Anna George, ₹4,100 for June ${rent.year + 1} is due on ${formatDateIn(addDays(today, 1), 'en')}. Sunrise PG`,
    );
  });

  it("reminds of what falls due within the PG's remindDaysBefore", async () => {
    const { as, tenants, rentDue } = await pgWithTenants([{ name: 'Week Away' }]);
    await rentDue(tenants[0]._id, 7);
    expect(await remindersOf(as)).toEqual([]);
    await as.put('/settings', { remindDaysBefore: 7 });
    expect((await remindersOf(as)).map((r) => r.name)).toEqual(['Week Away']);
    await as.put('/settings', { remindDaysBefore: 0 });
    expect(await remindersOf(as)).toEqual([]);
  });

  it('leaves out the UPI line of the default template while the PG has no UPI ID', async () => {
    const { as, tenants, rentDue } = await pgWithTenants([{ name: 'No Upi' }]);
    await rentDue(tenants[0]._id, -1);
    const [reminder] = await remindersOf(as);
    expect(reminder!.message).not.toContain('UPI');
    expect(reminder!.message).toMatch(
      /^Hello No Upi, a reminder from Sunrise PG: ₹5,000 for June 2041/,
    );
  });
});

describe('POST /api/v1/tenants/{id}/reminders', () => {
  it('marks the tenant reminded today, so the list can hide them', async () => {
    const { as, tenants, rentDue } = await pgWithTenants([{ name: 'One' }, { name: 'Two' }]);
    for (const tenant of tenants) await rentDue(tenant._id, -1);
    const sent = await as.post(`/tenants/${tenants[0]._id}/reminders`, { channel: 'whatsapp' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toEqual({
      tenantId: tenants[0]._id,
      remindedOn: today,
      channel: 'whatsapp',
    });
    // Sent again the same day (by SMS): still one day's reminder.
    expect(
      (await as.post(`/tenants/${tenants[0]._id}/reminders`, { channel: 'sms' })).statusCode,
    ).toBe(201);
    const reminders = await remindersOf(as);
    expect(reminders.map((r) => [r.name, r.remindedToday, r.lastRemindedOn])).toEqual([
      ['One', true, today],
      ['Two', false, null],
    ]);
  });

  it('refuses an unknown channel and a tenant that is not the PG’s', async () => {
    const { as, tenants } = await pgWithTenants([{ name: 'Someone' }]);
    const bad = await as.post(`/tenants/${tenants[0]._id}/reminders`, { channel: 'pigeon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Channel must be one of whatsapp, sms, call/);
    const other = actingAs(app, await registerAdmin(app));
    expect(
      (await other.post(`/tenants/${tenants[0]._id}/reminders`, { channel: 'call' })).statusCode,
    ).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema';
import {
  accountOf,
  messPlan,
  app,
  newPg,
  owner,
  previewOf,
  setUpMoveOutApp,
  tenantWithDeposit,
} from './move-out-test-setup';

/** The move-out preview: the house rules line by line, written nowhere, and what it refuses. */
setUpMoveOutApp();

describe('GET /api/v1/tenants/{id}/move-out/preview', () => {
  it('states the house rules line by line and ends in a refund', async () => {
    const { tenant } = await tenantWithDeposit();
    const deductions = encodeURIComponent(JSON.stringify([{ reason: 'Lost key', amount: 300 }]));
    const preview = await previewOf(
      tenant._id,
      `noticeDate=2026-11-10&vacateDate=2026-11-20&deductions=${deductions}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    // November's rent for 20 of 30 days; notice ends on 10 December, 20 days after leaving:
    // 10 of November's 30 days and 10 of December's 31 (₹2,000 + ₹1,935.48).
    expect(preview.json().data).toEqual({
      lines: [
        {
          kind: 'rent',
          label: 'Rent · November 2026, 20 days to the vacate date',
          amount: 4000,
          days: 20,
        },
        {
          kind: 'notice',
          label: 'Notice short by 20 days (30 days required)',
          amount: 3935,
          days: 20,
        },
        { kind: 'exit', label: 'Exit charge', amount: 500 },
        { kind: 'deduction', label: 'Lost key', amount: 300 },
      ],
      depositHeld: 10_000,
      refund: 1265,
      owed: 0,
      monthsWithoutRent: [],
    });
  });

  it('writes nothing', async () => {
    const { tenant } = await tenantWithDeposit();
    const before = await accountOf(tenant._id);
    await previewOf(tenant._id, 'noticeDate=2026-11-10&vacateDate=2026-11-20');
    expect(await accountOf(tenant._id)).toEqual(before);
  });

  it('a later leaving bills every month up to it: a month without a rent yet at the rent in full', async () => {
    // Today is 28 Nov 2026; November's rent is recorded, December's and January's not yet.
    const { tenant } = await tenantWithDeposit(20_000);
    const preview = await previewOf(tenant._id, 'noticeDate=2026-11-28&vacateDate=2027-01-31');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      lines: [
        { kind: 'rent', label: 'Rent · November 2026', amount: 6000 },
        { kind: 'rent', label: 'Rent · December 2026', amount: 6000 },
        {
          kind: 'rent',
          label: 'Rent · January 2027, 31 days to the vacate date',
          amount: 6000,
          days: 31,
        },
        { kind: 'exit', label: 'Exit charge', amount: 500 },
      ],
      depositHeld: 20_000,
      refund: 1500,
      owed: 0,
      monthsWithoutRent: [],
    });
  });

  it('a later leaving bills a plan for every month whose rent is not made yet, the vacate month whole', async () => {
    // Today is 28 Nov 2026: November's rent is recorded; a mess plan starts today.
    const { tenant } = await tenantWithDeposit(20_000);
    await messPlan(tenant._id, 2500);
    const preview = await previewOf(tenant._id, 'noticeDate=2026-11-28&vacateDate=2027-01-10');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.lines).toEqual([
      { kind: 'rent', label: 'Rent · November 2026', amount: 6000 },
      { kind: 'rent', label: 'Rent · December 2026', amount: 6000 },
      { kind: 'charge', label: 'Mess · 1 Dec 2026', amount: 2500 },
      { kind: 'charge', label: 'Mess · 1 Jan 2027', amount: 2500 },
      {
        kind: 'rent',
        label: 'Rent · January 2027, 10 days to the vacate date',
        amount: 1935,
        days: 10,
      },
      { kind: 'exit', label: 'Exit charge', amount: 500 },
    ]);

    // Leaving this month, nothing is billed ahead: November's plan charge was never made.
    const now = await previewOf(tenant._id, 'noticeDate=2026-10-28&vacateDate=2026-11-28');
    expect(
      now.json().data.lines.filter((line: { kind: string }) => line.kind === 'charge'),
    ).toEqual([]);
  });

  it('a month with its rent recorded is billed at the record, one without at the rent now', async () => {
    const { tenant, room, firstRent } = await tenantWithDeposit(20_000);
    // November paid in full makes December's rent at ₹6,000; the room's rent is then raised.
    await owner.put(`/rents/${firstRent._id}/pay`, { paymentMethod: 'Cash' });
    const raised = await owner.put(`/rooms/${room._id}`, {
      ...room,
      capacity: 1,
      rentAmount: 7000,
      amenities: [],
      description: '',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const preview = await previewOf(tenant._id, 'noticeDate=2026-11-28&vacateDate=2027-02-14');
    expect(preview.json().data.lines).toEqual([
      { kind: 'rent', label: 'Rent · December 2026', amount: 6000 },
      { kind: 'rent', label: 'Rent · January 2027', amount: 7000 },
      // 14 of February's 28 days at ₹7,000.
      {
        kind: 'rent',
        label: 'Rent · February 2027, 14 days to the vacate date',
        amount: 3500,
        days: 14,
      },
      { kind: 'exit', label: 'Exit charge', amount: 500 },
    ]);
  });

  it('names the months of the stay with no rent recorded, and bills none of them', async () => {
    // Joined 1 September and added that day (the row's time is the database's clock, set
    // here); September's rent was made with them, October's never.
    const { tenant } = await tenantWithDeposit(20_000, { joiningDate: '2026-09-01' });
    await app.db
      .update(tenants)
      .set({ createdAt: new Date('2026-09-01T10:00:00+05:30') })
      .where(eq(tenants.id, tenant._id));
    const query = 'noticeDate=2026-10-28&vacateDate=2026-11-28';
    const preview = (await previewOf(tenant._id, query)).json().data;
    expect(preview.monthsWithoutRent).toEqual([{ month: 10, year: 2026 }]);
    expect(preview.lines.map((line: { label: string }) => line.label)).toEqual([
      'Rent · September 2026',
      'Rent · November 2026, 28 days to the vacate date',
      'Exit charge',
    ]);

    // Once October's rent is added, it is billed and nothing is left unnamed.
    const october = await owner.post('/rents', {
      tenantId: tenant._id,
      amount: 6000,
      month: 10,
      year: 2026,
      dueDate: '2026-10-05',
    });
    expect(october.statusCode, october.body).toBe(201);
    const after = (await previewOf(tenant._id, query)).json().data;
    expect(after.monthsWithoutRent).toEqual([]);
    expect(after.lines).toContainEqual({
      kind: 'rent',
      label: 'Rent · October 2026',
      amount: 6000,
    });
  });

  it('does not go back past the day the tenant was added to a joining date years ago', async () => {
    // Brought in from a register today: a first rent for April 2023, the months since kept there.
    const { tenant } = await tenantWithDeposit(20_000, { joiningDate: '2023-04-01' });
    const preview = await previewOf(tenant._id, 'noticeDate=2026-11-01&vacateDate=2026-11-28');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.monthsWithoutRent).toEqual([]);
  });

  it('prices the notice short in the month its days fall in: 30 days of March, not of February', async () => {
    const { tenant } = await tenantWithDeposit(20_000);
    const preview = await previewOf(tenant._id, 'noticeDate=2027-02-28&vacateDate=2027-02-28');
    expect(preview.statusCode, preview.body).toBe(200);
    // ₹6,000 × 30 / 31, where February's 28 days made it ₹6,429.
    expect(preview.json().data.lines).toContainEqual({
      kind: 'notice',
      label: 'Notice short by 30 days (30 days required)',
      amount: 5806,
      days: 30,
    });
  });

  it.each([
    // Notice to 31 Jan; a stay of 6 months from 1 Nov runs through 30 April.
    ['exactly February to April', '2027-01-01', '2027-01-31', 89, 18_000],
    ['exactly March and April, leaving on 28 February', '2027-01-29', '2027-02-28', 61, 12_000],
  ])(
    'a minimum stay short by %s costs that many months of rent',
    async (_what, noticeDate, vacateDate, days, amount) => {
      const as = await newPg({ minStayMonths: 6 });
      const { tenant } = await tenantWithDeposit(20_000, { as });
      const preview = await previewOf(
        tenant._id,
        `noticeDate=${noticeDate}&vacateDate=${vacateDate}`,
        as,
      );
      expect(preview.statusCode, preview.body).toBe(200);
      expect(
        preview.json().data.lines.filter((line: { kind: string }) => line.kind === 'minStay'),
      ).toEqual([
        {
          kind: 'minStay',
          label: `Minimum stay of 6 months: ${days} days short`,
          amount,
          days,
        },
      ]);
    },
  );

  it.each([
    ['2026-11-21', '2026-11-20', 'Notice date cannot be after the vacate date'],
    ['2026-10-01', '2026-10-31', 'Vacate date cannot be before the joining date'],
  ])('refuses notice %s and vacate %s (400)', async (noticeDate, vacateDate, error) => {
    const { tenant } = await tenantWithDeposit();
    const refused = await previewOf(
      tenant._id,
      `noticeDate=${noticeDate}&vacateDate=${vacateDate}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_INPUT', error });
  });

  it('refuses deductions that are not a list of reasons and amounts (400)', async () => {
    const { tenant } = await tenantWithDeposit();
    for (const deductions of ['not-json', '[{"reason":"","amount":100}]', '[{"reason":"Key"}]']) {
      const refused = await previewOf(
        tenant._id,
        `noticeDate=2026-11-10&vacateDate=2026-11-20&deductions=${encodeURIComponent(deductions)}`,
      );
      expect(refused.statusCode, deductions).toBe(400);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  addMonths,
  minStayShortfallDays,
  moveOutDatesProblem,
  noticeShortfallDays,
  refundDueBy,
  settleMoveOut,
  type HouseRules,
  type MoveOutInput,
} from './move-out';

const house: HouseRules = { noticeDays: 30, minStayMonths: 0, exitCharge: 0 };

describe('notice shortfall', () => {
  it.each([
    ['30 days given of 30', '2026-10-01', '2026-10-31', 30, 0],
    ['more than enough', '2026-09-01', '2026-10-31', 30, 0],
    ['10 days given of 30', '2026-10-21', '2026-10-31', 30, 20],
    ['no notice at all', '2026-10-31', '2026-10-31', 30, 30],
    ['no notice required', '2026-10-31', '2026-10-31', 0, 0],
  ])('%s: %d days short', (_name, notice, vacate, required, short) => {
    expect(noticeShortfallDays(notice, vacate, required)).toBe(short);
  });
});

describe('minimum stay', () => {
  it('adds calendar months, clamped to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-12-01', 12)).toBe('2027-12-01');
  });

  it.each([
    // Joined 1 Aug: a 6-month minimum runs through 31 Jan, a 3-month one through 31 Oct.
    ['no minimum', 0, '2026-10-01', '2026-10-31', 0],
    ['left after the minimum', 3, '2026-10-01', '2026-10-31', 0],
    ['left early with full notice: 1 Nov to 31 Jan', 6, '2026-10-01', '2026-10-31', 92],
    [
      'left early with no notice: after the 30 notice days, 1 Dec to 31 Jan',
      6,
      '2026-10-31',
      '2026-10-31',
      62,
    ],
  ])('%s', (_name, minStayMonths, notice, vacate, days) => {
    expect(
      minStayShortfallDays({
        joiningDate: '2026-08-01',
        noticeDate: notice,
        vacateDate: vacate,
        house: { ...house, minStayMonths },
      }),
    ).toBe(days);
  });
});

describe('settleMoveOut', () => {
  const base: MoveOutInput = {
    joiningDate: '2026-01-01',
    noticeDate: '2026-10-11',
    vacateDate: '2026-11-10',
    monthlyRent: 600_000,
    house,
    dues: [],
    vacateMonthRent: null,
    deductions: [],
    depositHeld: 1_000_000,
  };

  it('ends in a refund: the vacate month was paid in full, so 20 days come back as credit', () => {
    const settlement = settleMoveOut({
      ...base,
      house: { ...house, exitCharge: 50_000 },
      vacateMonthRent: { amount: 600_000, amountPaid: 600_000 },
      deductions: [{ reason: 'Lost key', amount: 30_000 }],
    });
    expect(settlement.lines).toEqual([
      {
        kind: 'rent',
        label: 'Rent · November 2026, 10 days to the vacate date',
        amount: -400_000,
        days: 10,
      },
      { kind: 'exit', label: 'Exit charge', amount: 50_000 },
      { kind: 'deduction', label: 'Lost key', amount: 30_000 },
    ]);
    // ₹10,000 held − (−₹4,000 + ₹500 + ₹300) = ₹13,200 back.
    expect(settlement).toMatchObject({ depositHeld: 1_000_000, refund: 1_320_000, owed: 0 });
  });

  it('ends owing: unpaid months, short notice and a damage deduction exceed the deposit', () => {
    const settlement = settleMoveOut({
      ...base,
      noticeDate: '2026-11-01',
      dues: [
        { kind: 'rent', label: 'Rent · September 2026', amountDue: 600_000 },
        { kind: 'rent', label: 'Rent · October 2026', amountDue: 600_000 },
        { kind: 'charge', label: 'Electricity · October 2026', amountDue: 45_000 },
      ],
      vacateMonthRent: { amount: 600_000, amountPaid: 0 },
      deductions: [{ reason: 'Broken chair', amount: 150_000 }],
    });
    expect(settlement.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['rent', 600_000],
      ['rent', 600_000],
      ['charge', 45_000],
      ['rent', 200_000],
      // Notice on 1 Nov for 30 days runs to 1 Dec: 21 days short of the 10th, 20 of them in
      // November (₹4,000) and 1 in December (₹193.55).
      ['notice', 419_400],
      ['deduction', 150_000],
    ]);
    // ₹20,144 owed less ₹10,000 held.
    expect(settlement).toMatchObject({ refund: 0, owed: 1_014_400 });
  });

  it('owes nothing and gets the whole deposit back when everything is settled', () => {
    const settlement = settleMoveOut({
      ...base,
      vacateDate: '2026-11-30',
      noticeDate: '2026-10-31',
      vacateMonthRent: { amount: 600_000, amountPaid: 600_000 },
    });
    expect(settlement).toEqual({ lines: [], depositHeld: 1_000_000, refund: 1_000_000, owed: 0 });
  });
});

describe('the days short are priced in the months they fall in', () => {
  const input: MoveOutInput = {
    joiningDate: '2026-11-01',
    noticeDate: '2027-02-28',
    vacateDate: '2027-02-28',
    monthlyRent: 600_000,
    house,
    dues: [],
    vacateMonthRent: { amount: 600_000, amountPaid: 600_000 },
    deductions: [],
    depositHeld: 0,
  };
  const shortLines = (settlement: ReturnType<typeof settleMoveOut>) =>
    settlement.lines
      .filter((line) => line.kind === 'notice' || line.kind === 'minStay')
      .map((line) => [line.kind, line.days, line.amount]);

  it.each([
    // No notice given leaving on 28 Feb: the 30 days short are 1–30 March.
    ['30 days of notice short, leaving in February', input, [['notice', 30, 580_600]]],
    // Notice to 31 Jan; a 6-month stay from 1 Nov runs through 30 April: Feb–Apr short.
    [
      'a minimum stay short by exactly February to April',
      {
        ...input,
        noticeDate: '2027-01-01',
        vacateDate: '2027-01-31',
        vacateMonthRent: null,
        house: { ...house, minStayMonths: 6 },
      },
      [['minStay', 89, 1_800_000]],
    ],
    [
      'a minimum stay short by exactly March and April, leaving on 28 February',
      { ...input, noticeDate: '2027-01-29', house: { ...house, minStayMonths: 6 } },
      [['minStay', 61, 1_200_000]],
    ],
    [
      'both: no notice on 28 February, then the rest of the stay to 30 April',
      { ...input, house: { ...house, minStayMonths: 6 } },
      [
        ['notice', 30, 580_600],
        // 31 March and April: ₹193.55 + ₹6,000.
        ['minStay', 31, 619_400],
      ],
    ],
  ])('%s', (_name, settled, lines) => {
    expect(shortLines(settleMoveOut(settled))).toEqual(lines);
  });

  it("the vacate month is charged at the month's record, not the rent now", () => {
    // November recorded and paid at ₹6,000; the room's rent is ₹7,000 now.
    const settlement = settleMoveOut({
      ...input,
      noticeDate: '2026-10-31',
      vacateDate: '2026-11-30',
      monthlyRent: 700_000,
      vacateMonthRent: { amount: 600_000, amountPaid: 600_000 },
      depositHeld: 1_000_000,
    });
    expect(settlement).toEqual({ lines: [], depositHeld: 1_000_000, refund: 1_000_000, owed: 0 });
  });
});

describe('move-out dates', () => {
  it.each([
    ['notice before, vacate after joining', '2026-01-10', '2026-10-01', '2026-10-31', null],
    ['notice on the vacate day', '2026-01-10', '2026-10-31', '2026-10-31', null],
    ['vacate on the joining day', '2026-10-31', '2026-10-31', '2026-10-31', null],
    [
      'vacate before joining',
      '2026-11-01',
      '2026-10-01',
      '2026-10-31',
      'Vacate date cannot be before the joining date',
    ],
    [
      'notice after the vacate date',
      '2026-01-10',
      '2026-11-01',
      '2026-10-31',
      'Notice date cannot be after the vacate date',
    ],
  ])('%s', (_name, joiningDate, noticeDate, vacateDate, problem) => {
    expect(moveOutDatesProblem({ joiningDate, noticeDate, vacateDate })).toBe(problem);
  });

  it("the refund is due the house rules' days after the vacate date", () => {
    expect(refundDueBy('2026-10-31', 15)).toBe('2026-11-15');
    expect(refundDueBy('2026-10-31', 0)).toBe('2026-10-31');
  });
});

describe('a credit: rent paid for a month after the vacate date', () => {
  it('comes off what is owed, so more of the deposit comes back', () => {
    const settlement = settleMoveOut({
      joiningDate: '2026-01-01',
      noticeDate: '2026-10-01',
      vacateDate: '2026-10-31',
      monthlyRent: 600_000,
      house,
      dues: [{ kind: 'rent', label: 'Rent · November 2026 paid ahead', amountDue: -600_000 }],
      vacateMonthRent: { amount: 600_000, amountPaid: 600_000 },
      deductions: [],
      depositHeld: 1_000_000,
    });
    expect(settlement.refund).toBe(1_600_000);
    expect(settlement.owed).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addMonths,
  minStayShortfallDays,
  moveOutDatesProblem,
  noticeShortfallDays,
  refundDueBy,
  settleMoveOut,
  vacateMonthShare,
  type HouseRules,
  type MoveOutInput,
} from './move-out';

const house: HouseRules = { noticeDays: 30, minStayMonths: 0, exitCharge: 0 };

describe('vacateMonthShare: the 1st (or the joining day) to the vacate date, both included', () => {
  it.each([
    ['10 of 30 days of November', '2026-01-01', '2026-11-10', 10, 200_000],
    ['the whole of November', '2026-01-01', '2026-11-30', 30, 600_000],
    ['1 day of a 31-day month', '2026-01-01', '2026-12-01', 1, 19_400],
    [
      'joined on the 11th, left on the 20th of a 30-day month',
      '2026-11-11',
      '2026-11-20',
      10,
      200_000,
    ],
    ['15 of 28 days of February', '2026-01-01', '2026-02-15', 15, 321_400],
  ])('%s', (_name, joining, vacate, days, amount) => {
    expect(vacateMonthShare(600_000, joining, vacate)).toEqual({ days, amount });
  });
});

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
      // Notice on 1 Nov for 30 days runs to 1 Dec: 21 days short of the 10th.
      ['notice', 420_000],
      ['deduction', 150_000],
    ]);
    // ₹20,150 owed less ₹10,000 held.
    expect(settlement).toMatchObject({ refund: 0, owed: 1_015_000 });
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

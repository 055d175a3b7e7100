import { describe, expect, it } from 'vitest';
import { canRecordMoveOutOn, rentForDays, vacateMonthShare } from './move-out';
import { monthsAheadOfVacate, monthsWithoutRent } from './move-out-months';

/** What a move-out prices by the day: the vacate month's share, days short, months ahead. */

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

describe('vacateMonthShare from the rent recorded for the month', () => {
  // The monthly rent is ₹7,000 now; the month's record says what the month costs.
  it.each([
    [
      'November recorded at ₹6,000, left on the 30th: the record',
      '2026-01-01',
      '2026-11-30',
      600_000,
      30,
      600_000,
    ],
    [
      'November recorded at ₹6,000, left on the 20th: 20 of 30 days of it',
      '2026-01-01',
      '2026-11-20',
      600_000,
      20,
      400_000,
    ],
    [
      'a full first month (joined the 15th), left on the 30th: all of it',
      '2026-11-15',
      '2026-11-30',
      600_000,
      16,
      600_000,
    ],
    [
      'a full first month (joined the 15th), left on the 20th: 6 of its 16 days',
      '2026-11-15',
      '2026-11-20',
      600_000,
      6,
      225_000,
    ],
    [
      'a prorated first month of 16 days, left on the 20th: 6 of them',
      '2026-11-15',
      '2026-11-20',
      320_000,
      6,
      120_000,
    ],
  ])('%s', (_name, joining, vacate, recorded, days, amount) => {
    expect(vacateMonthShare(700_000, joining, vacate, recorded)).toEqual({ days, amount });
  });

  it('a month without a record is prorated from the monthly rent now', () => {
    expect(vacateMonthShare(700_000, '2026-01-01', '2026-11-30', null)).toEqual({
      days: 30,
      amount: 700_000,
    });
  });
});

describe('rentForDays: each day at the monthly rent over the days of its own month', () => {
  it.each([
    ['10 days of November', '2026-11-01', 10, 200_000],
    ['no days', '2026-11-01', 0, 0],
    ['the whole of February', '2027-02-01', 28, 600_000],
    ['30 days from 1 March: all in March', '2027-03-01', 30, 580_600],
    ['February to April whole (89 days)', '2027-02-01', 89, 1_800_000],
    ['March and April whole (61 days)', '2027-03-01', 61, 1_200_000],
    // 10 of 30 days (₹2,000) and 10 of 31 days (₹1,935.48), rounded once.
    ['21 November to 10 December', '2026-11-21', 20, 393_500],
    ['a year from 1 January', '2027-01-01', 365, 7_200_000],
  ])('%s', (_name, from, days, amount) => {
    expect(rentForDays(600_000, from, days)).toBe(amount);
  });
});

describe('monthsAheadOfVacate: months a later leaving bills in full', () => {
  it.each([
    ['vacating this month', '2026-11-28', '2026-11-01', '2026-11-30', []],
    ['vacating next month', '2026-11-28', '2026-11-01', '2026-12-31', []],
    ['vacating in January: December', '2026-11-28', '2026-11-01', '2027-01-31', [[12, 2026]]],
    [
      'vacating in March: December to February',
      '2026-11-28',
      '2026-11-01',
      '2027-03-01',
      [
        [12, 2026],
        [1, 2027],
        [2, 2027],
      ],
    ],
    [
      'joining in January, vacating in March: February',
      '2026-11-28',
      '2027-01-10',
      '2027-03-15',
      [[2, 2027]],
    ],
    ['a vacate date in the past', '2026-11-28', '2026-01-01', '2026-10-31', []],
  ])('%s', (_name, today, joining, vacate, months) => {
    expect(
      monthsAheadOfVacate(today, joining, vacate).map(({ month, year }) => [month, year]),
    ).toEqual(months);
  });

  it('a move-out is recorded on the vacate date or after it', () => {
    expect(canRecordMoveOutOn('2026-11-28', '2026-11-28')).toBe(true);
    expect(canRecordMoveOutOn('2026-11-01', '2026-11-28')).toBe(true);
    expect(canRecordMoveOutOn('2026-11-29', '2026-11-28')).toBe(false);
  });
});

describe('monthsWithoutRent: months of the stay no rent was recorded for', () => {
  const stay = {
    monthlyRent: 600_000,
    joiningDate: '2026-08-20',
    knownSince: '2026-08-20',
    vacateDate: '2026-11-28',
    today: '2026-11-28',
  };
  it.each([
    ['every month recorded', ['2026-08-20', '2026-09-01', '2026-10-01'], []],
    ['October forgotten', ['2026-08-20', '2026-09-01'], [[10, 2026]]],
    ['the first rent removed', ['2026-09-01', '2026-10-01'], [[8, 2026]]],
    ['weekly rents count for their months', ['2026-08-20', '2026-09-07', '2026-10-05'], []],
    ["the vacate month is the statement's own", ['2026-08-20', '2026-09-01', '2026-10-01'], []],
  ])('%s', (_name, rentStarts, months) => {
    expect(monthsWithoutRent({ ...stay, rentStarts })).toEqual(
      months.map(([month, year]) => ({ month, year })),
    );
  });

  it('starts when Nivas first knew of the tenant, not years back at the joining date', () => {
    // Brought in from a register in October, with a first rent for their joining month.
    const brought = { ...stay, joiningDate: '2023-04-01', knownSince: '2026-10-03' };
    expect(monthsWithoutRent({ ...brought, rentStarts: ['2023-04-01'] })).toEqual([
      { month: 10, year: 2026 },
    ]);
  });

  it('a later leaving names months up to this one; those after it are billed whole', () => {
    expect(
      monthsWithoutRent({ ...stay, vacateDate: '2027-02-10', rentStarts: ['2026-08-20'] }),
    ).toEqual([
      { month: 9, year: 2026 },
      { month: 10, year: 2026 },
      { month: 11, year: 2026 },
    ]);
  });

  it('a tenant who pays no rent has none', () => {
    expect(monthsWithoutRent({ ...stay, monthlyRent: 0, rentStarts: [] })).toEqual([]);
  });

  it('a tenant leaving in their joining month has none', () => {
    expect(
      monthsWithoutRent({
        ...stay,
        joiningDate: '2026-11-02',
        knownSince: '2026-11-02',
        rentStarts: [],
      }),
    ).toEqual([]);
  });
});

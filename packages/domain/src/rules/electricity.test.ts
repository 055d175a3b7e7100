import { describe, expect, it } from 'vitest';
import {
  daysInPeriod,
  meterBill,
  meterReadingProblem,
  meterShareNote,
  splitMeterBill,
  unitsBetween,
} from './electricity';

// A 30-day period: readings on 1 Nov and 1 Dec; its days are 1–30 Nov.
const november = { from: '2026-11-01', to: '2026-12-01' };

describe('days in a meter period', () => {
  it.each([
    ['there throughout', { from: '2026-06-01', to: null }, 30],
    ['joined on day 10', { from: '2026-11-10', to: null }, 21],
    ['left on day 20', { from: '2026-06-01', to: '2026-11-20' }, 20],
    ['joined on day 5, left on day 14', { from: '2026-11-05', to: '2026-11-14' }, 10],
    ['joined on the later reading day', { from: '2026-12-01', to: null }, 0],
    ['left before the period', { from: '2026-01-01', to: '2026-10-31' }, 0],
    ['left on the earlier reading day', { from: '2026-01-01', to: '2026-11-01' }, 1],
  ])('%s: %d days', (_name, stay, days) => {
    expect(daysInPeriod({ tenantId: 't', ...stay }, november)).toBe(days);
  });
});

describe('splitMeterBill', () => {
  it('the issue’s example: joined on day 10 of 30 pays 21/51, the one there throughout 30/51', () => {
    // 120 units at ₹8.50 = ₹1,020: 21/51 is ₹420, 30/51 is ₹600.
    const shares = splitMeterBill(meterBill(120, 850), november, [
      { tenantId: 'asha', from: '2026-03-01', to: null },
      { tenantId: 'ravi', from: '2026-11-10', to: null },
    ]);
    expect(shares).toEqual([
      { tenantId: 'asha', days: 30, amount: 60_000 },
      { tenantId: 'ravi', days: 21, amount: 42_000 },
    ]);
  });

  it('one tenant pays the whole bill, paise included', () => {
    // 7 units at ₹8.50 = ₹59.50.
    expect(
      splitMeterBill(meterBill(7, 850), november, [
        { tenantId: 'a', from: '2026-01-01', to: null },
      ]),
    ).toEqual([{ tenantId: 'a', days: 30, amount: 5_950 }]);
  });

  it('an empty room shares nothing', () => {
    expect(splitMeterBill(100_000, november, [])).toEqual([]);
    expect(
      splitMeterBill(100_000, november, [
        { tenantId: 'gone', from: '2026-01-01', to: '2026-10-01' },
      ]),
    ).toEqual([]);
  });

  it('joins and leaves inside the period, in proportion to the days', () => {
    // 30 + 10 + 20 = 60 tenant-days over ₹600: ₹300, ₹100, ₹200.
    const shares = splitMeterBill(60_000, november, [
      { tenantId: 'a', from: '2026-01-01', to: null },
      { tenantId: 'b', from: '2026-11-05', to: '2026-11-14' },
      { tenantId: 'c', from: '2026-01-01', to: '2026-11-20' },
    ]);
    expect(shares.map((s) => [s.tenantId, s.days, s.amount])).toEqual([
      ['a', 30, 30_000],
      ['b', 10, 10_000],
      ['c', 20, 20_000],
    ]);
  });

  it('a tenant who moved out of the room and back has one share, for the days of both stays', () => {
    // Asha: 1–9 Nov and 20–30 Nov, 20 days; Ravi throughout, 30: ₹500 as ₹200 and ₹300.
    const shares = splitMeterBill(50_000, november, [
      { tenantId: 'asha', from: '2026-06-01', to: '2026-11-09' },
      { tenantId: 'ravi', from: '2026-06-01', to: null },
      { tenantId: 'asha', from: '2026-11-20', to: null },
    ]);
    expect(shares).toEqual([
      { tenantId: 'asha', days: 20, amount: 20_000 },
      { tenantId: 'ravi', days: 30, amount: 30_000 },
    ]);
  });

  it.each([
    // Three equal stays of ₹100: ₹33, ₹33, ₹34 (the remainder on the first longest stay).
    [10_000, ['2026-01-01', '2026-01-01', '2026-01-01']],
    // ₹1,000.01 over 30 and 29 days.
    [100_001, ['2026-01-01', '2026-11-02']],
    // Many small shares that all round up.
    [1_750, ['2026-01-01', '2026-11-16', '2026-11-16', '2026-11-16']],
    // So small that rounding up would leave the longest stay below zero: rounded down.
    [180, ['2026-01-01', '2026-01-01', '2026-01-01']],
    [150, ['2026-01-01', '2026-01-01', '2026-01-01']],
    [99, ['2026-01-01', '2026-11-02', '2026-11-02', '2026-11-02']],
    [999_999, ['2026-01-01', '2026-11-03', '2026-11-17', '2026-11-29', '2026-11-30']],
  ])('the shares of %d paise add up to it exactly', (bill, joins) => {
    const shares = splitMeterBill(
      bill,
      november,
      joins.map((from, i) => ({ tenantId: String(i), from, to: null })),
    );
    expect(shares.reduce((sum, s) => sum + s.amount, 0)).toBe(bill);
    for (const share of shares.slice(1)) expect(share.amount % 100).toBe(0);
    for (const share of shares) expect(share.amount).toBeGreaterThanOrEqual(0);
  });

  it('₹1.80 over three equal stays: ₹1.80, ₹0, ₹0 rather than a share below zero', () => {
    const shares = splitMeterBill(
      180,
      november,
      ['a', 'b', 'c'].map((tenantId) => ({ tenantId, from: '2026-01-01', to: null })),
    );
    expect(shares.map((s) => s.amount)).toEqual([180, 0, 0]);
  });
});

describe('unitsBetween', () => {
  it.each([
    [1200, 1320, 120],
    [100.1, 100.3, 0.2],
    [0.7, 1.1, 0.4],
    [99_999_998.99, 99_999_999, 0.01],
    [5, 5, 0],
  ])('%d to %d is %d units', (earlier, later, units) => {
    expect(unitsBetween(earlier, later)).toBe(units);
  });
});

describe('meterReadingProblem', () => {
  const last = { date: '2026-11-01', reading: 1200 };
  it.each([
    ['the first reading of a room', null, { date: '2026-01-01', reading: 0 }, null],
    ['a later day, a higher reading', last, { date: '2026-12-01', reading: 1320 }, null],
    ['a later day, the same reading', last, { date: '2026-12-01', reading: 1200 }, null],
    ['the same day', last, { date: '2026-11-01', reading: 1300 }, 'METER_READING_ORDER'],
    ['an earlier day', last, { date: '2026-10-31', reading: 1300 }, 'METER_READING_ORDER'],
    ['a lower reading', last, { date: '2026-12-01', reading: 1199.99 }, 'METER_READING_ORDER'],
  ] as const)('%s', (_name, before, next, problem) => {
    expect(meterReadingProblem(before, next)).toBe(problem);
  });
});

describe('meterShareNote', () => {
  it('shows units, rate, days of all days and the share', () => {
    expect(
      meterShareNote({ units: 120, ratePaise: 850, days: 21, totalDays: 51, amount: 42_000 }),
    ).toBe('120 units × ₹8.50, 21 of 51 days: ₹420');
    expect(
      meterShareNote({ units: 7.25, ratePaise: 900, days: 30, totalDays: 30, amount: 6_525 }),
    ).toBe('7.25 units × ₹9, 30 of 30 days: ₹65.25');
  });
});

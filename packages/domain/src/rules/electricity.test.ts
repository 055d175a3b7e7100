import { describe, expect, it } from 'vitest';
import { daysInPeriod, meterBill, splitMeterBill } from './electricity';

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

  it.each([
    // Three equal stays of ₹100: ₹33, ₹33, ₹34 (the remainder on the first longest stay).
    [10_000, ['2026-01-01', '2026-01-01', '2026-01-01']],
    // ₹1,000.01 over 30 and 29 days.
    [100_001, ['2026-01-01', '2026-11-02']],
    // Many small shares that all round up.
    [1_750, ['2026-01-01', '2026-11-16', '2026-11-16', '2026-11-16']],
    [999_999, ['2026-01-01', '2026-11-03', '2026-11-17', '2026-11-29', '2026-11-30']],
  ])('the shares of %d paise add up to it exactly', (bill, joins) => {
    const shares = splitMeterBill(
      bill,
      november,
      joins.map((from, i) => ({ tenantId: String(i), from, to: null })),
    );
    expect(shares.reduce((sum, s) => sum + s.amount, 0)).toBe(bill);
    for (const share of shares.slice(1)) expect(share.amount % 100).toBe(0);
  });
});

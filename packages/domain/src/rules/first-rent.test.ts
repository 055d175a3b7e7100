import { describe, expect, it } from 'vitest';
import { firstRent, proratedRent } from './first-rent';

describe('proratedRent: the joining day to the month end over the days of the month', () => {
  it.each([
    // [monthly rent in paise, joining date, expected paise]
    ['a 31-day month from the 1st', 600_000, '2026-01-01', 600_000],
    ['a 31-day month from the 23rd (9 of 31 days)', 600_000, '2026-01-23', 174_200],
    ['a 31-day month on its last day (1 of 31)', 600_000, '2026-01-31', 19_400],
    ['a 30-day month from the 1st', 600_000, '2026-11-01', 600_000],
    ['a 30-day month from the 23rd (8 of 30)', 600_000, '2026-11-23', 160_000],
    ['a 30-day month on its last day (1 of 30)', 600_000, '2026-11-30', 20_000],
    ['a 29-day February from the 1st', 500_000, '2028-02-01', 500_000],
    ['a 29-day February from the 15th (15 of 29)', 500_000, '2028-02-15', 258_600],
    ['a 29-day February on its last day (1 of 29)', 500_000, '2028-02-29', 17_200],
    ['a 28-day February from the 1st', 500_000, '2026-02-01', 500_000],
    ['a 28-day February from the 15th (14 of 28)', 500_000, '2026-02-15', 250_000],
    ['a 28-day February on its last day (1 of 28)', 500_000, '2026-02-28', 17_900],
    ['half a rupee rounds up (₹15 × 1/30 = ₹0.50 → ₹1)', 1_500, '2026-11-30', 100],
    ['a free room stays free', 0, '2026-11-23', 0],
  ])('%s', (_name, monthly, joining, expected) => {
    expect(proratedRent(monthly, joining)).toBe(expected);
  });
});

describe('firstRent', () => {
  it('is the joining month, due on the joining date, prorated by default rule', () => {
    expect(firstRent(600_000, '2026-11-23', 'prorated')).toEqual({
      month: 11,
      year: 2026,
      dueDate: '2026-11-23',
      amount: 160_000,
    });
  });

  it('is the whole month under the full-month rule', () => {
    expect(firstRent(600_000, '2026-11-23', 'full')).toEqual({
      month: 11,
      year: 2026,
      dueDate: '2026-11-23',
      amount: 600_000,
    });
  });
});

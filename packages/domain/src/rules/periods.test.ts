import { describe, expect, it } from 'vitest';
import {
  clampedDate,
  formatDate,
  monthsNamed,
  nextMonth,
  nextDueDayOnOrAfter,
  nextMonthsRent,
  periodLabel,
} from './periods';

describe("nextMonthsRent: the next month, due on the PG's due day", () => {
  it.each([
    [{ month: 1, year: 2026 }, 5, { month: 2, year: 2026, dueDate: '2026-02-05' }],
    [{ month: 11, year: 2026 }, 1, { month: 12, year: 2026, dueDate: '2026-12-01' }],
    [{ month: 12, year: 2026 }, 28, { month: 1, year: 2027, dueDate: '2027-01-28' }],
    [{ month: 1, year: 2028 }, 28, { month: 2, year: 2028, dueDate: '2028-02-28' }],
  ])('after %o with due day %d: %o', (rent, dueDay, next) => {
    expect(nextMonthsRent(rent, dueDay)).toEqual(next);
  });
});

describe('nextDueDayOnOrAfter', () => {
  it.each([
    ['2026-11-03', 5, '2026-11-05'],
    ['2026-11-05', 5, '2026-11-05'],
    ['2026-11-20', 5, '2026-12-05'],
    ['2026-12-20', 5, '2027-01-05'],
    ['2026-11-28', 28, '2026-11-28'],
  ])('after %s with due day %d: %s', (date, dueDay, due) => {
    expect(nextDueDayOnOrAfter(date, dueDay)).toBe(due);
  });
});

describe('periods', () => {
  it('rolls December into January of the next year', () => {
    expect(nextMonth(12, 2026)).toEqual({ month: 1, year: 2027 });
    expect(nextMonth(6, 2026)).toEqual({ month: 7, year: 2026 });
  });

  it('clamps a day to the month', () => {
    expect(clampedDate(2026, 2, 30)).toBe('2026-02-28');
    expect(clampedDate(2026, 11, 5)).toBe('2026-11-05');
  });

  it.each([
    [{ paymentPeriod: 'monthly', month: 11, year: 2026, dueDate: '2026-11-05' }, 'November 2026'],
    [
      { paymentPeriod: 'weekly', month: 11, year: 2026, weekNumber: 47, dueDate: '2026-11-20' },
      'Week 47, 2026',
    ],
    [{ paymentPeriod: 'daily', month: 11, year: 2026, dueDate: '2026-11-22' }, '22 Nov 2026'],
  ] as const)('labels %o as %s', (rent, label) => {
    expect(periodLabel(rent)).toBe(label);
  });

  it('formats dates the Indian way', () => {
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
  });
});

describe('monthsNamed', () => {
  it.each([
    ['nov', [11]],
    ['Ju', [6, 7]],
    ['march', [3]],
    ['m', []],
    ['xyz', []],
    ['नवंबर', [11]],
    ['जु', [7]],
    ['जून', [6]],
    ['फरवरी', [2]],
    ['फ़र', [2]],
    ['म', []],
  ])('%s → %o', (text, months) => {
    expect(monthsNamed(text)).toEqual(months);
  });
});

import { describe, expect, it } from 'vitest';
import { isCancelledByLeaving, periodStart } from './leaving';

const monthly = (month: number, year: number, amountPaid = 0) => ({
  paymentPeriod: 'monthly' as const,
  month,
  year,
  dueDate: `${year}-${String(month).padStart(2, '0')}-05`,
  amountPaid,
});

describe('cancellation on leaving', () => {
  it.each([
    ['the month after leaving, unpaid', monthly(12, 2026), '2026-11-20', true],
    ['two months after, unpaid', monthly(1, 2027), '2026-11-20', true],
    ['the month of leaving stays owed', monthly(11, 2026), '2026-11-20', false],
    ['leaving on the last day keeps that month', monthly(11, 2026), '2026-11-30', false],
    [
      'leaving on the 1st keeps that month (one day stayed)',
      monthly(12, 2026),
      '2026-12-01',
      false,
    ],
    ['leaving the day before a month starts cancels it', monthly(12, 2026), '2026-11-30', true],
    ['an earlier month stays owed', monthly(10, 2026), '2026-11-20', false],
    ['a later month with a payment on it stays', monthly(12, 2026, 100), '2026-11-20', false],
    [
      'a later month with a payment on its late fee stays',
      { ...monthly(12, 2026), lateFeePaid: 200 },
      '2026-11-20',
      false,
    ],
    [
      'a later month with a late fee, nothing paid on it, is cancelled',
      { ...monthly(12, 2026), lateFeePaid: 0 },
      '2026-11-20',
      true,
    ],
  ])('%s', (_name, rent, leavingDate, cancelled) => {
    expect(isCancelledByLeaving(rent, leavingDate)).toBe(cancelled);
  });

  it('a weekly or daily rent starts on its due date', () => {
    const weekly = {
      paymentPeriod: 'weekly' as const,
      month: 11,
      year: 2026,
      dueDate: '2026-11-23',
    };
    expect(periodStart(weekly)).toBe('2026-11-23');
    expect(isCancelledByLeaving({ ...weekly, amountPaid: 0 }, '2026-11-22')).toBe(true);
    expect(isCancelledByLeaving({ ...weekly, amountPaid: 0 }, '2026-11-23')).toBe(false);
  });
});

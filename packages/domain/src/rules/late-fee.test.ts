import { describe, expect, it } from 'vitest';
import { lateFeeFor, lateFeeNote, type LateFeeRule } from './late-fee';

const unpaid = { amount: 500_000, amountPaid: 0, dueDate: '2026-11-05' };
const none: LateFeeRule = { kind: 'none', amount: 0, max: 0 };
const flat: LateFeeRule = { kind: 'flat', amount: 20_000, max: 0 };
const perDay: LateFeeRule = { kind: 'perDay', amount: 5_000, max: 50_000 };
const perDayNoMax: LateFeeRule = { kind: 'perDay', amount: 5_000, max: 0 };

describe('lateFeeFor', () => {
  it.each([
    ['no rule', none, unpaid, '2026-12-30', 0, 0],
    ['flat, on the due date', flat, unpaid, '2026-11-05', 0, 0],
    ['flat, the day after', flat, unpaid, '2026-11-06', 0, 20_000],
    ['flat, a month later: still once', flat, unpaid, '2026-12-06', 0, 20_000],
    ['flat, within 3 grace days', flat, unpaid, '2026-11-08', 3, 0],
    ['flat, after 3 grace days', flat, unpaid, '2026-11-09', 3, 20_000],
    ['per day, 1 day late', perDay, unpaid, '2026-11-06', 0, 5_000],
    ['per day, 4 days late', perDay, unpaid, '2026-11-09', 0, 20_000],
    ['per day counts from the end of the grace', perDay, unpaid, '2026-11-09', 3, 5_000],
    ['per day stops at the maximum', perDay, unpaid, '2026-12-30', 0, 50_000],
    ['per day with no maximum', perDayNoMax, unpaid, '2026-12-05', 0, 150_000],
    ['a paid rent earns none', perDay, { ...unpaid, amountPaid: 500_000 }, '2026-12-30', 0, 0],
    ['a cancelled rent earns none', flat, { ...unpaid, cancelled: true }, '2026-12-30', 0, 0],
    [
      'a part-paid late rent still earns it',
      flat,
      { ...unpaid, amountPaid: 100_000 },
      '2026-11-20',
      0,
      20_000,
    ],
  ])('%s', (_name, rule, rent, today, graceDays, fee) => {
    expect(lateFeeFor(rule, rent, { today, graceDays })).toBe(fee);
  });
});

describe('lateFeeNote', () => {
  it('names the rent', () => {
    expect(lateFeeNote('Rent · November 2026')).toBe('Late fee on Rent · November 2026');
  });
});

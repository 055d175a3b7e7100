import { describe, expect, it } from 'vitest';
import { accountTotals } from './account';

const rent = (amount: number, amountPaid: number, dueDate: string, cancelled = false) => ({
  amount,
  amountPaid,
  dueDate,
  cancelled,
});
const today = '2026-11-20';

describe('accountTotals', () => {
  it.each([
    ['nothing at all', [], [], 0, { due: 0, overdue: 0, upcoming: 0, paid: 0 }],
    [
      'a month due on the 5th, part paid, late',
      [rent(500000, 200000, '2026-11-05')],
      [{ amount: 200000, isVoided: false }],
      0,
      { due: 300000, overdue: 300000, upcoming: 0, paid: 200000 },
    ],
    [
      'the same month within 20 grace days: due, not overdue',
      [rent(500000, 200000, '2026-11-05')],
      [{ amount: 200000, isVoided: false }],
      20,
      { due: 300000, overdue: 0, upcoming: 0, paid: 200000 },
    ],
    [
      'due today: due, not yet overdue',
      [rent(500000, 0, today)],
      [],
      0,
      { due: 500000, overdue: 0, upcoming: 0, paid: 0 },
    ],
    [
      'due tomorrow: upcoming',
      [rent(500000, 0, '2026-11-21')],
      [],
      0,
      { due: 0, overdue: 0, upcoming: 500000, paid: 0 },
    ],
    [
      'a paid month, a voided payment and a cancelled month count for nothing owed',
      [rent(500000, 500000, '2026-10-05'), rent(500000, 0, '2026-12-05', true)],
      [
        { amount: 500000, isVoided: false },
        { amount: 100000, isVoided: true },
      ],
      0,
      { due: 0, overdue: 0, upcoming: 0, paid: 500000 },
    ],
  ] as const)('%s', (_name, rents, payments, graceDays, totals) => {
    expect(accountTotals(rents, payments, { today, graceDays })).toEqual({ ...totals, credit: 0 });
  });
});

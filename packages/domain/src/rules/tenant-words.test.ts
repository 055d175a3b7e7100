import { describe, expect, it } from 'vitest';
import { chargeLabel } from './charges';
import { rentPaymentLabel } from './payments';
import { dueLabelIn, formatDateIn, monthNameIn, paymentMethodIn } from './tenant-words';

const rent = { paymentPeriod: 'monthly' as const, month: 11, year: 2026, dueDate: '2026-11-05' };
const charge = { kind: 'electricity' as const, date: '2026-11-20' };

describe('tenant words', () => {
  it('writes English as the ledger labels do', () => {
    expect(dueLabelIn({ kind: 'rent', rent }, 'en')).toBe(rentPaymentLabel(rent));
    expect(dueLabelIn({ kind: 'charge', charge }, 'en')).toBe(chargeLabel(charge));
    expect(formatDateIn('2026-11-05', 'en')).toBe('5 Nov 2026');
  });

  it('writes Hindi month names, dates, dues and methods', () => {
    expect(monthNameIn(2, 'hi')).toBe('फ़रवरी');
    expect(formatDateIn('2026-09-30', 'hi')).toBe('30 सितंबर 2026');
    expect(dueLabelIn({ kind: 'rent', rent }, 'hi')).toBe('किराया · नवंबर 2026');
    expect(
      dueLabelIn(
        { kind: 'rent', rent: { ...rent, paymentPeriod: 'weekly', weekNumber: 47 } },
        'hi',
      ),
    ).toBe('किराया · हफ़्ता 47, 2026');
    expect(dueLabelIn({ kind: 'charge', charge }, 'hi')).toBe('बिजली · 20 नवंबर 2026');
    expect(paymentMethodIn('Cash', 'hi')).toBe('नकद');
    expect(paymentMethodIn('Bank Transfer', 'en')).toBe('Bank Transfer');
  });
});

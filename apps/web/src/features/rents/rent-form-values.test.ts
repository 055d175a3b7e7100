import { describe, expect, it } from 'vitest';
import { newRentValues, requestedRentValues } from './rent-form-values';

describe('requestedRentValues: the rent form as a move-out link fills it', () => {
  // Today 28 Nov 2026, rent due on the 5th.
  const blank = newRentValues('2026-11-28', 5);
  const requested = (query: string) => requestedRentValues(blank, new URLSearchParams(query), 5);

  it('takes the tenant, month, year and amount, due on the due day of that month', () => {
    expect(requested('tenantId=t-1&month=10&year=2026&amount=6000')).toEqual({
      ...blank,
      tenantId: 't-1',
      month: '10',
      year: '2026',
      dueDate: '2026-10-05',
      amount: '6000',
    });
  });

  it.each([
    ['no month', 'tenantId=t-1&year=2026'],
    ['month 13', 'tenantId=t-1&month=13&year=2026'],
    ['a year that is no year', 'tenantId=t-1&month=10&year=26'],
  ])('keeps this month when the link gives %s', (_what, query) => {
    expect(requested(query)).toMatchObject({ month: '11', year: '2026', dueDate: '2026-11-05' });
  });

  it('leaves the amount blank when the link gives none, or one that is not rupees', () => {
    expect(requested('tenantId=t-1').amount).toBe('');
    expect(requested('tenantId=t-1&amount=6,000').amount).toBe('');
    expect(requested('tenantId=t-1&amount=6000.50').amount).toBe('6000.50');
  });
});

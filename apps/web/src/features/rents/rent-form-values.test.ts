import { describe, expect, it } from 'vitest';
import { moveOutReturn, newRentValues, requestedRentValues } from './rent-form-values';

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

describe('moveOutReturn: where saving goes back to', () => {
  const back = (query: Record<string, string>) => moveOutReturn(new URLSearchParams(query));

  it("goes back to the tenant's move-out as it was left", () => {
    const returnTo = '/tenants/t-1/move-out?noticeDate=2026-11-01&vacateDate=2026-11-28';
    expect(back({ tenantId: 't-1', returnTo })).toBe(returnTo);
    expect(back({ tenantId: 't-1', returnTo: '/tenants/t-1/move-out' })).toBe(
      '/tenants/t-1/move-out',
    );
  });

  it.each([
    ['no return asked', { tenantId: 't-1' }],
    ["another tenant's move-out", { tenantId: 't-1', returnTo: '/tenants/t-2/move-out' }],
    ['another page', { tenantId: 't-1', returnTo: '/settings' }],
    ['another site', { tenantId: 't-1', returnTo: 'https://example.com/tenants/t-1/move-out' }],
    ['a longer path', { tenantId: 't-1', returnTo: '/tenants/t-1/move-out/statement' }],
  ])('goes nowhere special for %s', (_what, query) => {
    expect(back(query)).toBeNull();
  });
});

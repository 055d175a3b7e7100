import { describe, expect, it } from 'vitest';
import { hasHappened, isJoiningDateAllowed, latestJoiningDate } from './date-limits';

describe('hasHappened: payments, births, meter readings and deposit entries, today or before', () => {
  it.each([
    ['2026-11-05', '2026-11-05', true],
    ['2026-11-04', '2026-11-05', true],
    ['2020-01-01', '2026-11-05', true],
    ['2026-11-06', '2026-11-05', false],
    ['2027-01-01', '2026-12-31', false],
  ])('dated %s, today %s: %s', (date, today, allowed) => {
    expect(hasHappened(date, today)).toBe(allowed);
  });
});

describe('isJoiningDateAllowed: up to a year ahead', () => {
  it.each([
    ['2026-11-05', '2026-11-05', true],
    ['2020-01-01', '2026-11-05', true],
    ['2027-11-05', '2026-11-05', true],
    ['2027-11-06', '2026-11-05', false],
    ['2028-11-05', '2026-11-05', false],
    // From a leap day, the last day is 28 February of the next year.
    ['2029-02-28', '2028-02-29', true],
    ['2029-03-01', '2028-02-29', false],
    ['2027-12-31', '2026-12-31', true],
    ['2028-01-01', '2026-12-31', false],
  ])('joining %s, today %s: %s', (date, today, allowed) => {
    expect(isJoiningDateAllowed(date, today)).toBe(allowed);
  });

  it('the last day is the same day next year', () => {
    expect(latestJoiningDate('2026-11-05')).toBe('2027-11-05');
    expect(latestJoiningDate('2028-02-29')).toBe('2029-02-28');
  });
});

import { describe, expect, it } from 'vitest';
import { dateInZone } from '../dates';
import { daysBetween, isOverdue, isUpcoming, rentStatus } from './rent-status';

const rent = (amount: number, amountPaid: number, dueDate: string) => ({
  amount,
  amountPaid,
  dueDate,
});

describe('rentStatus', () => {
  it.each([
    [rent(500000, 500000, '2026-11-05'), '2026-12-30', 'Paid', 0],
    [rent(500000, 600000, '2026-11-05'), '2026-11-01', 'Paid', 0],
    [rent(0, 0, '2026-11-05'), '2026-12-01', 'Paid', 0],
    [rent(500000, 0, '2026-11-05'), '2026-11-05', 'Pending', 0],
    [rent(500000, 0, '2026-11-05'), '2026-11-01', 'Pending', 0],
    [rent(500000, 100000, '2026-11-05'), '2026-11-05', 'Partially Paid', 0],
    [rent(500000, 0, '2026-11-05'), '2026-11-06', 'Overdue', 1],
    [rent(500000, 499999, '2026-11-05'), '2026-11-06', 'Overdue', 1],
    // Across a month end and a year end.
    [rent(500000, 0, '2026-10-31'), '2026-11-02', 'Overdue', 2],
    [rent(500000, 0, '2026-12-31'), '2027-01-05', 'Overdue', 5],
    // Across February in a leap year.
    [rent(500000, 0, '2028-02-28'), '2028-03-01', 'Overdue', 2],
  ])('%o on %s is %s, %d days overdue', (r, today, status, daysOverdue) => {
    expect(rentStatus(r, today)).toEqual({ status, daysOverdue });
  });

  it('reckons "today" in the business time zone: 19:00 UTC on the 5th is already the 6th in India', () => {
    const instant = new Date('2026-11-05T19:00:00Z');
    expect(rentStatus(rent(100, 0, '2026-11-05'), dateInZone(instant, 'Asia/Kolkata')).status).toBe(
      'Overdue',
    );
    expect(rentStatus(rent(100, 0, '2026-11-05'), dateInZone(instant, 'UTC')).status).toBe(
      'Pending',
    );
  });
});

describe('isOverdue and isUpcoming', () => {
  it.each([
    ['due yesterday, unpaid', rent(500000, 0, '2026-11-04'), true, false],
    ['due yesterday, one paisa short', rent(500000, 499999, '2026-11-04'), true, false],
    ['due yesterday, paid exactly', rent(500000, 500000, '2026-11-04'), false, false],
    ['due today, unpaid', rent(500000, 0, '2026-11-05'), false, true],
    ['due in 30 days', rent(500000, 0, '2026-12-05'), false, true],
    ['due in 31 days', rent(500000, 0, '2026-12-06'), false, false],
    ['due today, paid', rent(500000, 500000, '2026-11-05'), false, false],
    ['a zero amount due yesterday', rent(0, 0, '2026-11-04'), false, false],
  ])('%s: overdue %s, upcoming %s on 5 Nov', (_name, r, overdue, upcoming) => {
    expect(isOverdue(r, '2026-11-05')).toBe(overdue);
    expect(isUpcoming(r, '2026-11-05')).toBe(upcoming);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, negative backwards', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });
});

import { describe, expect, it } from 'vitest';
import { dateInZone } from '../dates';
import {
  amountDueOf,
  becomesPaid,
  daysBetween,
  isOverdue,
  isOwedToday,
  isUpcoming,
  matchesStatusFilter,
  rentStatus,
} from './rent-status';

const rent = (amount: number, amountPaid: number, dueDate: string, cancelled = false) => ({
  amount,
  amountPaid,
  dueDate,
  cancelled,
});
const on = (today: string, graceDays = 0) => ({ today, graceDays });

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
    expect(rentStatus(r, on(today))).toEqual({ status, daysOverdue });
  });

  it('reckons "today" in the business time zone: 19:00 UTC on the 5th is already the 6th in India', () => {
    const instant = new Date('2026-11-05T19:00:00Z');
    const due = rent(100, 0, '2026-11-05');
    expect(rentStatus(due, on(dateInZone(instant, 'Asia/Kolkata'))).status).toBe('Overdue');
    expect(rentStatus(due, on(dateInZone(instant, 'UTC'))).status).toBe('Pending');
  });
});

describe('isOverdue, isUpcoming and isOwedToday', () => {
  it.each([
    ['due yesterday, unpaid', rent(500000, 0, '2026-11-04'), true, false, true],
    ['due yesterday, one paisa short', rent(500000, 499999, '2026-11-04'), true, false, true],
    ['due yesterday, paid exactly', rent(500000, 500000, '2026-11-04'), false, false, false],
    ['due today, unpaid', rent(500000, 0, '2026-11-05'), false, true, true],
    ['due tomorrow, unpaid', rent(500000, 0, '2026-11-06'), false, true, false],
    ['due in 30 days', rent(500000, 0, '2026-12-05'), false, true, false],
    ['due in 31 days', rent(500000, 0, '2026-12-06'), false, false, false],
    ['due today, paid', rent(500000, 500000, '2026-11-05'), false, false, false],
    ['a zero amount due yesterday', rent(0, 0, '2026-11-04'), false, false, false],
  ])('%s: overdue %s, upcoming %s, owed today %s on 5 Nov', (_name, r, overdue, upcoming, owed) => {
    expect(isOverdue(r, on('2026-11-05'))).toBe(overdue);
    expect(isUpcoming(r, on('2026-11-05'))).toBe(upcoming);
    expect(isOwedToday(r, on('2026-11-05'))).toBe(owed);
  });

  it('owes today within the grace days, before the rent is overdue', () => {
    const due = rent(500000, 0, '2026-11-05');
    const inGrace = { today: '2026-11-06' as const, graceDays: 3 };
    expect(isOverdue(due, inGrace)).toBe(false);
    expect(isOwedToday(due, inGrace)).toBe(true);
  });
});

describe('grace days: overdue only once they are over, days counted from the due date', () => {
  it.each([
    // [grace days, today, status, days overdue] for ₹5,000 due 5 Nov, nothing paid
    [0, '2026-11-05', 'Pending', 0],
    [0, '2026-11-06', 'Overdue', 1],
    [3, '2026-11-06', 'Pending', 0],
    [3, '2026-11-08', 'Pending', 0],
    [3, '2026-11-09', 'Overdue', 4],
    [30, '2026-12-05', 'Pending', 0],
    [30, '2026-12-06', 'Overdue', 31],
  ])('with %d grace days, on %s it is %s (%d days)', (graceDays, today, status, daysOverdue) => {
    expect(rentStatus(rent(500000, 0, '2026-11-05'), on(today, graceDays))).toEqual({
      status,
      daysOverdue,
    });
  });

  it('a rent within its grace is upcoming, not overdue, so no list loses it', () => {
    const due = rent(500000, 0, '2026-11-05');
    expect(isOverdue(due, on('2026-11-07', 3))).toBe(false);
    expect(isUpcoming(due, on('2026-11-07', 3))).toBe(true);
    expect(isUpcoming(due, on('2026-11-09', 3))).toBe(false);
  });
});

describe('cancelled rents are owed by nobody', () => {
  it.each([
    ['unpaid and long past due', rent(500000, 0, '2026-09-05', true)],
    ['not yet due', rent(500000, 0, '2026-12-05', true)],
  ])('%s: Cancelled, nothing due, in no due list', (_name, r) => {
    expect(rentStatus(r, on('2026-11-05'))).toEqual({ status: 'Cancelled', daysOverdue: 0 });
    expect(amountDueOf(r)).toBe(0);
    expect(isOverdue(r, on('2026-11-05'))).toBe(false);
    expect(isUpcoming(r, on('2026-11-05'))).toBe(false);
  });
});

describe('amountDueOf', () => {
  it.each([
    [rent(500000, 0, '2026-11-05'), 500000],
    [rent(500000, 250000, '2026-11-05'), 250000],
    [rent(500000, 500000, '2026-11-05'), 0],
  ])('%o owes %d', (r, due) => {
    expect(amountDueOf(r)).toBe(due);
  });
});

describe('status filters', () => {
  const today = on('2026-11-20');
  it.each([
    [
      'a late part payment is Overdue and under Partially Paid',
      rent(500000, 100000, '2026-11-05'),
      ['Partially Paid', 'Overdue'],
    ],
    ['a part payment not yet late', rent(500000, 100000, '2026-11-25'), ['Partially Paid']],
    ['nothing paid, late', rent(500000, 0, '2026-11-05'), ['Overdue']],
    ['nothing paid, not late', rent(500000, 0, '2026-11-25'), ['Pending']],
    ['paid', rent(500000, 500000, '2026-11-05'), ['Paid']],
    [
      'cancelled after a part payment was voided',
      rent(500000, 0, '2026-12-05', true),
      ['Cancelled'],
    ],
  ] as const)('%s', (_name, r, filters) => {
    const matched = (['Pending', 'Partially Paid', 'Overdue', 'Paid', 'Cancelled'] as const).filter(
      (filter) => matchesStatusFilter(r, filter, today),
    );
    expect(matched).toEqual(filters);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, negative backwards', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });
});

describe('becomesPaid', () => {
  const due = (amount: number, amountPaid: number, cancelled = false) => ({
    amount,
    amountPaid,
    cancelled,
  });
  it.each([
    ['the balance paid', due(600000, 400000), due(600000, 600000), true],
    ['the amount lowered to what is paid', due(600000, 400000), due(400000, 400000), true],
    ['the amount lowered to nothing', due(600000, 0), due(0, 0), true],
    ['a part paid', due(600000, 0), due(600000, 400000), false],
    ['a rent paid already, its notes edited', due(600000, 600000), due(600000, 600000), false],
    ['a cancelled rent', due(600000, 0), due(0, 0, true), false],
  ])('%s', (_what, before, after, expected) => {
    expect(becomesPaid(before, after)).toBe(expected);
  });
});

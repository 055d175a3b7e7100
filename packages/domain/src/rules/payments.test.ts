import { describe, expect, it } from 'vitest';
import {
  amountBelowPaid,
  amountBelowPaidMessage,
  balanceOf,
  paymentProblem,
  paymentProblemMessage,
  rentPaymentLabel,
  unmarksRecordedPayments,
  type PaymentProblem,
} from './payments';

describe('the payment limit', () => {
  const cases: [string, number, number, PaymentProblem | null][] = [
    ['one paisa of a balance', 1, 500_000, null],
    ['part of the balance', 200_000, 500_000, null],
    ['exactly the balance', 500_000, 500_000, null],
    ['one paisa over the balance', 500_001, 500_000, 'OVER_BALANCE'],
    ['zero', 0, 500_000, 'NOT_POSITIVE'],
    ['a negative amount', -100, 500_000, 'NOT_POSITIVE'],
    ['not a number', Number.NaN, 500_000, 'NOT_POSITIVE'],
    ['anything on a paid rent', 100, 0, 'ALREADY_PAID'],
    ['anything on an overpaid rent', 100, -100, 'ALREADY_PAID'],
  ];
  it.each(cases)('%s', (_name, amount, balance, problem) => {
    expect(paymentProblem(amount, balance)).toBe(problem);
  });

  it('the balance is what is still due, never below zero', () => {
    expect(balanceOf({ amount: 500_000, amountPaid: 200_000 })).toBe(300_000);
    expect(balanceOf({ amount: 500_000, amountPaid: 600_000 })).toBe(0);
  });

  it.each([
    ['one paisa below what is paid', 199_999, 200_000, true],
    ['exactly what is paid', 200_000, 200_000, false],
    ['above what is paid', 200_001, 200_000, false],
    ['zero on an unpaid rent', 0, 0, false],
  ])('a rent amount %s: below paid is %s', (_name, amount, paid, below) => {
    expect(amountBelowPaid(amount, paid)).toBe(below);
  });

  it.each([
    ['a paid rent marked unpaid', 500_000, 500_000, false, true],
    ['a paid rent left paid', 500_000, 500_000, true, false],
    ['a part-paid rent marked unpaid', 500_000, 200_000, false, false],
    ['a rent of zero with nothing paid', 0, 0, false, false],
  ])('%s undoes recorded payments: %s', (_name, amount, amountPaid, isPaid, undoes) => {
    expect(unmarksRecordedPayments({ amount, amountPaid }, isPaid)).toBe(undoes);
  });

  it('names the balance the Indian way', () => {
    expect(paymentProblemMessage('OVER_BALANCE', 12_345_600)).toBe(
      'Amount cannot be more than the balance of ₹1,23,456',
    );
    expect(paymentProblemMessage('ALREADY_PAID', 0)).toBe('This rent is already paid');
    expect(paymentProblemMessage('ALREADY_PAID', 0, 'charge')).toBe('This charge is already paid');
    expect(amountBelowPaidMessage(650_050)).toBe(
      'Amount cannot be less than the ₹6,500.50 already paid',
    );
  });
});

describe('rentPaymentLabel', () => {
  it.each([
    [
      { paymentPeriod: 'monthly', month: 11, year: 2026, dueDate: '2026-11-05' },
      'Rent · November 2026',
    ],
    [
      { paymentPeriod: 'weekly', month: 11, year: 2026, weekNumber: 47, dueDate: '2026-11-20' },
      'Rent · Week 47, 2026',
    ],
    [{ paymentPeriod: 'daily', month: 11, year: 2026, dueDate: '2026-11-05' }, 'Rent · 5 Nov 2026'],
  ] as const)('%o → %s', (rent, label) => {
    expect(rentPaymentLabel(rent)).toBe(label);
  });
});

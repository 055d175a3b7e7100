import { describe, expect, it } from 'vitest';
import { CHARGE_KINDS } from '../contracts/charges';
import { chargeLabel } from './charges';
import { readLedgerLabel, readSettlementLabel } from './ledger-label';
import { paidAheadLabel, settleMoveOut } from './move-out';
import { rentPaymentLabel } from './payments';

describe('readLedgerLabel', () => {
  it.each([
    [
      { paymentPeriod: 'monthly', month: 11, year: 2026, dueDate: '2026-11-05' },
      'Rent · November 2026',
    ],
    [{ paymentPeriod: 'monthly', month: 5, year: 2027, dueDate: '2027-05-05' }, 'Rent · May 2027'],
    [
      { paymentPeriod: 'weekly', month: 3, year: 2026, weekNumber: 12, dueDate: '2026-03-20' },
      'Rent · Week 12, 2026',
    ],
    [{ paymentPeriod: 'daily', month: 9, year: 2026, dueDate: '2026-09-07' }, 'Rent · 7 Sep 2026'],
  ] as const)('reads back the rent label of %j (%s)', (rent, label) => {
    expect(rentPaymentLabel(rent)).toBe(label);
    const read = readLedgerLabel(label);
    expect(read).toMatchObject({
      kind: 'rent',
      paymentPeriod: rent.paymentPeriod,
      year: rent.year,
    });
    if (rent.paymentPeriod === 'monthly') expect(read).toMatchObject({ month: rent.month });
    if (rent.paymentPeriod === 'weekly') expect(read).toMatchObject({ weekNumber: 12 });
    if (rent.paymentPeriod === 'daily') expect(read).toMatchObject({ dueDate: rent.dueDate });
  });

  it.each(CHARGE_KINDS)('reads back the label of a %s charge', (kind) => {
    const label = chargeLabel({ kind, date: '2026-12-31' });
    expect(readLedgerLabel(label)).toEqual({
      kind: 'charge',
      chargeKind: kind,
      date: '2026-12-31',
    });
  });

  it.each([
    'Deposit',
    'Rent · Someday 2026',
    'Rent · November',
    'Spa · 1 Nov 2026',
    'Electricity · 31 Foo 2026',
    'Rent · November 2026 · extra',
  ])('leaves %j unread', (label) => {
    expect(readLedgerLabel(label)).toBeNull();
  });
});

describe('readSettlementLabel', () => {
  it('reads back every line settleMoveOut writes, and the dues it names', () => {
    const { lines } = settleMoveOut({
      joiningDate: '2026-09-01',
      noticeDate: '2026-11-01',
      vacateDate: '2026-11-10',
      monthlyRent: 600_000,
      house: { noticeDays: 30, minStayMonths: 6, exitCharge: 50_000 },
      dues: [
        { kind: 'rent', label: 'Rent · October 2026', amountDue: 600_000 },
        { kind: 'charge', label: 'Electricity · 20 Oct 2026', amountDue: 64_000 },
        { kind: 'rent', label: paidAheadLabel('Rent · December 2026'), amountDue: -100_000 },
        { kind: 'charge', label: paidAheadLabel('Mess · 1 Dec 2026'), amountDue: -100_000 },
      ],
      vacateMonthRent: null,
      deductions: [{ reason: 'Lost key', amount: 20_000 }],
      depositHeld: 1_000_000,
    });
    expect(
      lines.filter((line) => line.kind !== 'deduction').map((l) => readSettlementLabel(l.label)),
    ).toEqual([
      {
        kind: 'rent',
        paymentPeriod: 'monthly',
        month: 10,
        year: 2026,
        weekNumber: null,
        dueDate: '2026-10-01',
      },
      { kind: 'charge', chargeKind: 'electricity', date: '2026-10-20' },
      {
        kind: 'paidAhead',
        due: {
          kind: 'rent',
          paymentPeriod: 'monthly',
          month: 12,
          year: 2026,
          weekNumber: null,
          dueDate: '2026-12-01',
        },
      },
      {
        kind: 'paidAhead',
        due: { kind: 'charge', chargeKind: 'mess', date: '2026-12-01' },
      },
      { kind: 'vacateMonth', month: 11, year: 2026, days: 10 },
      { kind: 'notice', days: 21, requiredDays: 30 },
      { kind: 'minStay', months: 6, days: expect.any(Number) },
      { kind: 'exit' },
    ]);
  });
});

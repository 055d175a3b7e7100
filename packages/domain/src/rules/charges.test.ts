import { describe, expect, it } from 'vitest';
import { CHARGE_KINDS } from '../contracts/charges';
import { CHARGE_KIND_NAMES, chargeLabel, isPlanBilledFor } from './charges';

describe('chargeLabel', () => {
  it.each([
    ['electricity', '2026-11-20', 'Electricity · 20 Nov 2026'],
    ['lateFee', '2027-01-06', 'Late fee · 6 Jan 2027'],
    ['mess', '2026-12-01', 'Mess · 1 Dec 2026'],
  ] as const)('%s on %s: %s', (kind, date, label) => {
    expect(chargeLabel({ kind, date })).toBe(label);
  });

  it('names every kind', () => {
    for (const kind of CHARGE_KINDS) expect(CHARGE_KIND_NAMES[kind]).toMatch(/^[A-Z]/);
  });
});

describe("isPlanBilledFor: a plan made by the month's last day is billed for it", () => {
  it.each([
    ['made in an earlier month', '2026-10-15', true],
    ['made on the 1st', '2026-11-01', true],
    ['made on the last day', '2026-11-30', true],
    ['made the month after', '2026-12-01', false],
  ])('%s', (_what, madeOn, billed) => {
    expect(isPlanBilledFor(madeOn, { month: 11, year: 2026 })).toBe(billed);
  });
});

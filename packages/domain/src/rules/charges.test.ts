import { describe, expect, it } from 'vitest';
import { CHARGE_KINDS } from '../contracts/charges';
import { CHARGE_KIND_NAMES, chargeLabel } from './charges';

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

import { describe, expect, it } from 'vitest';
import { formatInr, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it.each([
    [0, '₹0'],
    [500, '₹500'],
    [123456, '₹1,23,456'],
    [10000000, '₹1,00,00,000'],
    [1234.5, '₹1,234.50'],
    [99.99, '₹99.99'],
  ])('formats %d rupees as %s', (rupees, shown) => {
    expect(formatInr(rupees)).toBe(shown);
  });

  it.each([
    [0.1 + 0.2, 30],
    [4500, 450000],
    [19.99, 1999],
  ])('turns %d rupees into %d paise without float drift', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
    expect(paiseToRupees(paise)).toBeCloseTo(rupees, 2);
  });
});

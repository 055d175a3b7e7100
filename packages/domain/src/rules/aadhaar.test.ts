import { describe, expect, it } from 'vitest';
import { formatAadhaar, isPlausibleAadhaar, normalizeAadhaar } from './aadhaar';

describe('aadhaar numbers', () => {
  it.each([
    ['234567890123', '234567890123'],
    ['2345 6789 0123', '234567890123'],
    [' 2345-6789-0123 ', '234567890123'],
    ['2345 6789 012', null],
    ['23456789012a', null],
  ])('normalizes %s to %s', (input, digits) => {
    expect(normalizeAadhaar(input)).toBe(digits);
  });

  it('formats in fours', () => {
    expect(formatAadhaar('234567890123')).toBe('2345 6789 0123');
  });
});

describe('plausible Aadhaar numbers', () => {
  it.each([
    ['2345 6789 0124', true],
    ['234567890124', true],
    ['2345 6789 0123', false],
    ['2345 6789 0142', false],
    ['0345 6789 0124', false],
    ['1234 5678 9012', false],
    ['2345 6789 012', false],
  ])('%s → %s', (value, plausible) => {
    expect(isPlausibleAadhaar(value)).toBe(plausible);
  });
});

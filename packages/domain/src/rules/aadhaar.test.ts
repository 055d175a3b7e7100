import { describe, expect, it } from 'vitest';
import { formatAadhaar, normalizeAadhaar } from './aadhaar';

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

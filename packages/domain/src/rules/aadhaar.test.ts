import { describe, expect, it } from 'vitest';
import { formatAadhaar, maskAadhaar, normalizeAadhaar } from './aadhaar';

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

  it('masks all but the last four digits and formats in fours', () => {
    expect(maskAadhaar('234567890123')).toBe('XXXX XXXX 0123');
    expect(formatAadhaar('234567890123')).toBe('2345 6789 0123');
  });
});

import { describe, expect, it } from 'vitest';
import { idNumberTail, maskIdProof, normaliseIdNumber } from './id-proof';

describe('maskIdProof', () => {
  it.each([
    ['Aadhar', '234567890123', 'XXXX XXXX 0123'],
    ['Aadhar', '2345 6789 0123', 'XXXX XXXX 0123'],
    ['PAN', 'ABCDE1234F', 'XXXXXX234F'],
    ['PAN', 'abcde1234f', 'XXXXXX234F'],
    ['Passport', 'K1234567', 'XXXXXX4567'],
    ['Driving License', 'MH-12 2011 0012345', 'XXXXXX2345'],
    ['Voter ID', 'ABC1234567', 'XXXXXX4567'],
    ['Other', '987654321098', 'XXXXXX1098'],
    ['Other', 'AB12345', 'XXXXXX345'],
    ['Other', 'AB12', 'XXXXXX12'],
    ['Other', 'A', 'XXXXXX'],
  ])('%s %s → %s', (type, number, masked) => {
    expect(maskIdProof(type, number)).toBe(masked);
    // The mask never holds more of the number than its tail.
    expect(masked.replace(/[X ]/g, '')).toBe(idNumberTail(number));
  });

  it('normalises spaces, hyphens and case', () => {
    expect(normaliseIdNumber(' mh-12 2011 ')).toBe('MH122011');
  });
});

import { describe, expect, it } from 'vitest';
import { isVerhoeffValid, verhoeffCheckDigit } from './verhoeff';

/** Numbers with a correct check digit (the first two are the algorithm's textbook examples). */
const VALID = ['2363', '758722', '234567890124', '499118665246', '987654321096'];

describe('Verhoeff check digit', () => {
  it.each(VALID)('%s is valid', (digits) => {
    expect(isVerhoeffValid(digits)).toBe(true);
    expect(verhoeffCheckDigit(digits.slice(0, -1))).toBe(Number(digits.at(-1)));
  });

  it.each(VALID.flatMap((digits) => [...digits].map((_, i) => [digits, i] as const)))(
    '%s with digit %i changed is invalid',
    (digits, i) => {
      for (let delta = 1; delta <= 9; delta += 1) {
        const changed = `${digits.slice(0, i)}${(Number(digits[i]) + delta) % 10}${digits.slice(i + 1)}`;
        expect(isVerhoeffValid(changed), changed).toBe(false);
      }
    },
  );

  it.each(
    VALID.flatMap((digits) =>
      [...digits.slice(1)]
        .map((_, i) => [digits, i] as const)
        .filter(([d, i]) => d[i] !== d[i + 1]),
    ),
  )('%s with digits %i and the next swapped is invalid', (digits, i) => {
    const swapped = `${digits.slice(0, i)}${digits[i + 1]}${digits[i]}${digits.slice(i + 2)}`;
    expect(isVerhoeffValid(swapped), swapped).toBe(false);
  });

  it.each([
    ['', false],
    ['7', false],
    ['2345 6789 0124', false],
    ['23456789012a', false],
  ])('anything but two or more digits (%j) is not valid', (text, valid) => {
    expect(isVerhoeffValid(text)).toBe(valid);
  });
});

/**
 * The Verhoeff check digit, which ends every Aadhaar number. It catches every single-digit
 * error and every swap of two adjacent digits, the two slips people and text recognition
 * make most, so a number that fails it was misread or mistyped.
 */

/** d(j, k): multiplication in the dihedral group D5. */
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;

/** p(i, n): the permutation applied to the digit i places from the right. */
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;

const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

/** The checksum of a run of digits, the check digit included when `offset` is 0. */
function checksum(digits: string, offset: 0 | 1): number {
  let c = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    c = MULTIPLY[c]![PERMUTE[(i + offset) % 8]![digit]!]!;
  }
  return c;
}

/** The digit that, appended to `digits`, makes a valid Verhoeff number. */
export function verhoeffCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('Digits only');
  return INVERSE[checksum(digits, 1)]!;
}

/** Whether a run of digits ends in its correct Verhoeff check digit. */
export function isVerhoeffValid(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && checksum(digits, 0) === 0;
}

import { isVerhoeffValid } from './verhoeff';

/** Aadhaar numbers: 12 digits, written with or without a space after each four. */

export const AADHAAR_DIGITS = 12;

export function normalizeAadhaar(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}

export function formatAadhaar(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Whether a number can be an Aadhaar number at all: 12 digits, the first neither 0 nor 1,
 * the last the Verhoeff check digit of the others. The web form warns on one that is not;
 * the API checks the 12 digits only (a person may know better than the check).
 */
export function isPlausibleAadhaar(value: string): boolean {
  const digits = normalizeAadhaar(value);
  return digits !== null && /^[2-9]/.test(digits) && isVerhoeffValid(digits);
}

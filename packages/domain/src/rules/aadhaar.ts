/** Aadhaar numbers: 12 digits, written with or without a space after each four. */

export const AADHAAR_DIGITS = 12;

export function normalizeAadhaar(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}

export function formatAadhaar(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Aadhaar numbers: 12 digits, written with or without a space after each four. */

export const AADHAAR_DIGITS = 12;

export function normalizeAadhaar(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}

/** Lists show only the last four digits: XXXX XXXX 1234. */
export function maskAadhaar(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `XXXX XXXX ${digits.slice(-4)}`;
}

export function formatAadhaar(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

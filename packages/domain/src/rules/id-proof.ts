/**
 * Identity numbers outside the edit form: every type shows only its last characters
 * (DESIGN.md reading 11). Aadhaar keeps its printed shape; other types a fixed run of X, so
 * the mask does not tell the number's length.
 */

/** The form in which numbers are compared and hashed: no spaces or hyphens, upper case. */
export function normaliseIdNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The characters a mask may show: the last four, but never more than half of the number, so
 * a short number is never shown whole.
 */
export function idNumberTail(value: string): string {
  const normalised = normaliseIdNumber(value);
  const shown = Math.min(4, Math.floor(normalised.length / 2));
  return shown === 0 ? '' : normalised.slice(-shown);
}

/** The masked number from its type and tail: `XXXX XXXX 1234`, `XXXXXX234F`. */
export function maskIdNumber(idProofType: string, tail: string): string {
  return idProofType === 'Aadhar' ? `XXXX XXXX ${tail}` : `XXXXXX${tail}`;
}

/** Masks a whole number. */
export function maskIdProof(idProofType: string, value: string): string {
  return maskIdNumber(idProofType, idNumberTail(value));
}

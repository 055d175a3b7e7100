/**
 * Whether a picture is an Aadhaar card at all, from what is printed on every card: the QR code,
 * 'Government of India' / 'भारत सरकार', 'Aadhaar' / 'आधार', the issuing authority, the VID line,
 * the address label and the holder's details. An invoice or another ID with a 12-digit number
 * on it must not fill the form as if it were one.
 */

export type AadhaarMarker =
  'qr' | 'aadhaar' | 'authority' | 'vid' | 'government' | 'address' | 'dob' | 'gender' | 'guardian';

/** Any one of these is enough: no other document prints them. */
const DEFINING: ReadonlySet<AadhaarMarker> = new Set(['qr', 'aadhaar', 'authority', 'vid']);

const PATTERNS: readonly [Exclude<AadhaarMarker, 'qr'>, RegExp][] = [
  // Text recognition drops or doubles a letter of the name now and then.
  ['aadhaar', /\baa?dh?aa?r\b|आधार/i],
  ['authority', /unique\s+identification|\buidai\b|विशिष्ट\s*पहचान|प्राधिकरण/i],
  ['vid', /\bVID\s*[:;.]?\s*\d{4}/],
  ['government', /gov\w*\s+[o0]f\s+india|भारत\s*सरकार/i],
  ['address', /(?:^|\n)\s*(?:address|पता)\s*[:;.]/i],
  ['dob', /\bD\s?[O0]\s?B\b|date\s+of\s+birth|year\s+of\s+birth|जन्म\s*(?:तिथि|वर्ष)/i],
  ['gender', /\b(?:fe)?male\b|पुरुष|महिला/i],
  ['guardian', /(?:^|[\n:]\s*)(?:[SDWC5]\s?[/|\\]\s?[O0]\b|आत्मजा?|पुत्री?|पत्नी)/i],
];

/** Documents that carry some of the same words (a PAN card says भारत सरकार and Date of Birth). */
const OTHER_DOCUMENTS =
  /income\s+tax|permanent\s+account|election\s+commission|driving\s+licen[cs]e|passport|\binvoice\b|\bgstin\b|receipt|\bbill\s+(?:no|to|of)\b/i;

export function findAadhaarMarkers(text: string, hasQr = false): AadhaarMarker[] {
  const normalized = text.normalize('NFC');
  const found: AadhaarMarker[] = hasQr ? ['qr'] : [];
  for (const [marker, pattern] of PATTERNS) if (pattern.test(normalized)) found.push(marker);
  return found;
}

/**
 * A card has one of its defining marks, or two of its other marks and nothing that names
 * another kind of document.
 */
export function looksLikeAadhaar(markers: readonly AadhaarMarker[], text: string): boolean {
  if (markers.some((marker) => DEFINING.has(marker))) return true;
  if (OTHER_DOCUMENTS.test(text)) return false;
  return markers.length >= 2;
}

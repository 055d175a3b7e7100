import { formatAadhaar } from '../rules/aadhaar';
import { type AadhaarFields, EMPTY_AADHAAR_FIELDS } from './fields';
import type { AadhaarTextReading } from './parse-text';
import type { AadhaarQrReading } from './qr';

/**
 * The five fields from both readings of one card. What the QR code gives is exact and wins;
 * text recognition fills the rest, above all the number, which the Secure QR does not hold
 * (only its last four digits, used here to choose among the numbers the text showed).
 * `null` when neither reading found anything: the extraction failed (SPEC §5).
 */
export function mergeAadhaarReadings(
  text: AadhaarTextReading | null,
  qr: AadhaarQrReading | null,
): AadhaarFields | null {
  if (!text && !qr) return null;
  const fields = { ...(text?.fields ?? EMPTY_AADHAAR_FIELDS) };
  if (!qr) return fields;

  if (qr.name) fields.name = qr.name;
  if (qr.dob) fields.dob = qr.dob;
  if (qr.gender) fields.gender = qr.gender;
  if (qr.address) fields.address = qr.address;
  if (qr.aadhaarNumber) {
    fields.aadhaarNumber = qr.aadhaarNumber;
  } else if (qr.lastFourDigits && text) {
    const match = text.numberCandidates.find((digits) => digits.endsWith(qr.lastFourDigits));
    if (match) fields.aadhaarNumber = formatAadhaar(match);
  }
  return fields;
}

/** Which of the five fields are still blank, in the order the form shows them. */
export function missingAadhaarFields(fields: AadhaarFields): (keyof AadhaarFields)[] {
  return (['name', 'aadhaarNumber', 'dob', 'gender', 'address'] as const).filter(
    (key) => fields[key].trim() === '',
  );
}

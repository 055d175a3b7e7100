import { formatAadhaar } from '../rules/aadhaar';
import { type AadhaarFields, EMPTY_AADHAAR_FIELDS, REQUIRED_AADHAAR_FIELDS } from './fields';
import { guardianFromCareOf } from './guardian';
import type { AadhaarTextReading } from './parse-text';
import type { AadhaarQrReading } from './qr';

/** One picture's fields, and which of them its QR code gave (those are exact). */
export interface AadhaarPictureFields {
  fields: AadhaarFields;
  fromQr: (keyof AadhaarFields)[];
}

/**
 * The fields from both readings of one picture. What the QR code gives is exact and wins;
 * text recognition fills the rest, above all the number, which the Secure QR does not hold
 * (only its last four digits, used here to choose among the numbers the text showed).
 */
export function mergeAadhaarReadings(
  text: AadhaarTextReading | null,
  qr: AadhaarQrReading | null,
): AadhaarPictureFields {
  const fields = { ...(text?.fields ?? EMPTY_AADHAAR_FIELDS) };
  const fromQr: (keyof AadhaarFields)[] = [];
  if (!qr) return { fields, fromQr };

  const take = <K extends keyof AadhaarFields>(key: K, value: AadhaarFields[K]) => {
    if (value === '') return;
    fields[key] = value;
    fromQr.push(key);
  };
  take('name', qr.name);
  take('dob', qr.dob);
  take('gender', qr.gender);
  take('address', qr.address);
  const guardian = guardianFromCareOf(qr.careOf);
  if (guardian) {
    take('guardianName', guardian.name);
    take('guardianRelation', guardian.relation);
  }
  if (qr.aadhaarNumber) {
    take('aadhaarNumber', qr.aadhaarNumber);
  } else if (qr.lastFourDigits && text) {
    const match = text.numberCandidates.find((digits) => digits.endsWith(qr.lastFourDigits));
    if (match) fields.aadhaarNumber = formatAadhaar(match);
  }
  return { fields, fromQr };
}

/** Which of the required fields are still blank, in the order the form shows them. */
export function missingAadhaarFields(fields: AadhaarFields): (keyof AadhaarFields)[] {
  return REQUIRED_AADHAAR_FIELDS.filter((key) => fields[key].trim() === '');
}

import type { AadhaarAddressParts } from '../src/aadhaar/fields';
import { bytesToDecimal, SECURE_QR_DELIMITER, SECURE_QR_SIGNATURE_BYTES } from '../src/aadhaar/qr';

/**
 * Builds a Secure QR payload the way a real card's is built (fields joined by the byte 255,
 * photo, signature, gzip, one big decimal number), for synthetic test cards and tests. It
 * makes no valid signature: nothing here checks one.
 */
export type Deflate = (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;

export interface SecureQrRecord extends AadhaarAddressParts {
  /** 'V2' and later add a version field and the mobile's last four digits; '' is the first layout. */
  version: '' | `V${number}`;
  /** First layout only: '0' none, '1' email, '2' mobile, '3' both hashes follow the photo. */
  emailMobileStatus: '0' | '1' | '2' | '3';
  /** Last four digits of the Aadhaar number, then a timestamp (YYYYMMDDHHMMSSmmm). */
  referenceId: string;
  name: string;
  /** As the card writes it: 'DD-MM-YYYY'. */
  dob: string;
  gender: 'M' | 'F' | 'T';
  careOf: string;
  mobileLast4: string;
  photo: Uint8Array;
  signature?: Uint8Array;
}

export async function buildSecureQrPayload(record: SecureQrRecord, gzip: Deflate): Promise<string> {
  const encoder = new TextEncoder();
  const texts = [
    ...(record.version ? [record.version] : []),
    record.emailMobileStatus,
    record.referenceId,
    record.name,
    record.dob,
    record.gender,
    record.careOf,
    record.district,
    record.landmark,
    record.house,
    record.location,
    record.pincode,
    record.postOffice,
    record.state,
    record.street,
    record.subDistrict,
    record.vtc,
    ...(record.version ? [record.mobileLast4] : []),
  ];
  const hashCount = record.version
    ? 0
    : ({ '0': 0, '1': 1, '2': 1, '3': 2 } as const)[record.emailMobileStatus];
  const parts: Uint8Array[] = [];
  for (const text of texts) {
    parts.push(encoder.encode(text), Uint8Array.of(SECURE_QR_DELIMITER));
  }
  parts.push(record.photo);
  for (let i = 0; i < hashCount; i += 1) parts.push(new Uint8Array(32).fill(0x11 * (i + 1)));
  parts.push(record.signature ?? new Uint8Array(SECURE_QR_SIGNATURE_BYTES).fill(0xa5));

  const data = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    data.set(part, offset);
    offset += part.length;
  }
  return bytesToDecimal(await gzip(data));
}

import { formatAadhaar, normalizeAadhaar } from '../rules/aadhaar';
import {
  type AadhaarAddressParts,
  type AadhaarGender,
  composeAadhaarAddress,
  dateFromCardText,
  genderFromText,
  tidySpaces,
} from './fields';

/**
 * The QR code printed on an Aadhaar card, in either of its two forms:
 *
 * - the Secure QR (cards from 2019 on): one large decimal number. As bytes it is a gzip stream;
 *   inflated, it is a record of text fields separated by the byte 255, then the holder's photo
 *   (JPEG 2000), on the oldest layout the SHA-256 hashes of the email and mobile number, and
 *   a 256-byte signature at the end. Newer layouts start with a version field ('V2', …) and add
 *   the mobile number's last four digits after the address.
 * - the older XML QR: `<PrintLetterBarcodeData uid=… name=… gender=… yob=… …/>`.
 *
 * Whatever a QR code gives is exact, so its fields win over text recognition.
 *
 * Inflating is passed in (`DecompressionStream` in the browser, zlib in Node) so this module
 * stays pure and runs in both.
 */
export type Inflate = (compressed: Uint8Array) => Uint8Array | Promise<Uint8Array>;

export interface AadhaarQrReading {
  kind: 'secure' | 'xml';
  /** '' for the first Secure QR layout and for XML. */
  version: string;
  /** Secure QR: the last four digits of the Aadhaar number then the time the QR was made. */
  referenceId: string;
  lastFourDigits: string;
  /** The whole number, formatted in fours: only the XML QR carries it. */
  aadhaarNumber: string;
  name: string;
  /** 'YYYY-MM-DD' (a year alone becomes 1 January). */
  dob: string;
  gender: AadhaarGender | '';
  careOf: string;
  addressParts: AadhaarAddressParts;
  address: string;
  photo: Uint8Array | null;
  signature: Uint8Array | null;
}

export const SECURE_QR_DELIMITER = 255;
export const SECURE_QR_SIGNATURE_BYTES = 256;
const HASH_BYTES = 32;

/** The text fields of the first layout, in order; later layouts wrap them (see above). */
export const SECURE_QR_TEXT_FIELDS = [
  'emailMobileStatus',
  'referenceId',
  'name',
  'dob',
  'gender',
  'careOf',
  'district',
  'landmark',
  'house',
  'location',
  'pincode',
  'postOffice',
  'state',
  'street',
  'subDistrict',
  'vtc',
] as const;
export type SecureQrTextField = (typeof SECURE_QR_TEXT_FIELDS)[number];

export async function decodeAadhaarQr(
  text: string,
  inflate: Inflate,
): Promise<AadhaarQrReading | null> {
  const trimmed = text.trim();
  if (/^\d{100,}$/.test(trimmed)) return decodeSecureQr(trimmed, inflate);
  if (/<PrintLetterBarcodeData\b/i.test(trimmed)) return decodeXmlQr(trimmed);
  return null;
}

/** The big-endian bytes of a non-negative decimal number. */
export function decimalToBytes(decimal: string): Uint8Array {
  let hex = BigInt(decimal).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToDecimal(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return BigInt(`0x${hex || '0'}`).toString(10);
}

/** UTF-8 when the bytes are valid UTF-8, else ISO-8859-1 (what the first layout used). */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return String.fromCharCode(...bytes);
  }
}

async function decodeSecureQr(decimal: string, inflate: Inflate): Promise<AadhaarQrReading | null> {
  let data: Uint8Array;
  try {
    data = await inflate(decimalToBytes(decimal));
  } catch {
    return null;
  }

  const hasVersion = data[0] === 0x56 /* V */ && data.indexOf(SECURE_QR_DELIMITER) <= 3;
  const textFieldCount = SECURE_QR_TEXT_FIELDS.length + (hasVersion ? 2 : 0);
  const texts: string[] = [];
  let start = 0;
  for (let i = 0; i < textFieldCount; i += 1) {
    const end = data.indexOf(SECURE_QR_DELIMITER, start);
    if (end < 0) return null;
    texts.push(decodeText(data.subarray(start, end)));
    start = end + 1;
  }

  const version = hasVersion ? (texts.shift() ?? '') : '';
  // The mobile number's last four digits: not a field the tenant form has.
  if (hasVersion) texts.pop();
  const field = Object.fromEntries(
    SECURE_QR_TEXT_FIELDS.map((name, i) => [name, tidySpaces(texts[i] ?? '')]),
  ) as Record<SecureQrTextField, string>;

  // Only the first layout carries hashes: '1' email, '2' mobile, '3' both.
  const hashCount = hasVersion ? 0 : ({ '1': 1, '2': 1, '3': 2 }[field.emailMobileStatus] ?? 0);
  const rest = data.subarray(start);
  const tail = SECURE_QR_SIGNATURE_BYTES + hashCount * HASH_BYTES;
  const photo = rest.length > tail ? rest.slice(0, rest.length - tail) : null;
  const signature =
    rest.length >= SECURE_QR_SIGNATURE_BYTES
      ? rest.slice(rest.length - SECURE_QR_SIGNATURE_BYTES)
      : null;

  const addressParts: AadhaarAddressParts = {
    house: field.house,
    street: field.street,
    landmark: field.landmark,
    location: field.location,
    vtc: field.vtc,
    postOffice: field.postOffice,
    subDistrict: field.subDistrict,
    district: field.district,
    state: field.state,
    pincode: field.pincode,
  };
  return {
    kind: 'secure',
    version,
    referenceId: field.referenceId,
    lastFourDigits: /^\d{4}/.exec(field.referenceId)?.[0] ?? '',
    aadhaarNumber: '',
    name: field.name,
    dob: dateFromCardText(field.dob),
    gender: genderFromText(field.gender),
    careOf: field.careOf,
    addressParts,
    address: composeAadhaarAddress(addressParts),
    photo: photo && photo.length > 0 ? photo : null,
    signature,
  };
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) {
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    }
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return XML_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function decodeXmlQr(xml: string): AadhaarQrReading | null {
  const element = /<PrintLetterBarcodeData\b([^>]*)>/i.exec(xml);
  if (!element) return null;
  const attributes = new Map<string, string>();
  for (const m of (element[1] ?? '').matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = (m[1] ?? '').toLowerCase();
    attributes.set(name, tidySpaces(decodeXmlText(m[3] ?? m[4] ?? '')));
  }
  const get = (name: string) => attributes.get(name) ?? '';

  const addressParts: AadhaarAddressParts = {
    house: get('house'),
    street: get('street'),
    landmark: get('lm') || get('landmark'),
    location: get('loc'),
    vtc: get('vtc'),
    postOffice: get('po'),
    subDistrict: get('subdist'),
    district: get('dist'),
    state: get('state'),
    pincode: get('pc'),
  };
  const uid = normalizeAadhaar(get('uid'));
  return {
    kind: 'xml',
    version: '',
    referenceId: '',
    lastFourDigits: uid ? uid.slice(-4) : '',
    aadhaarNumber: uid ? formatAadhaar(uid) : '',
    name: get('name'),
    dob: dateFromCardText(get('dob')) || dateFromCardText(get('yob')),
    gender: genderFromText(get('gender')),
    careOf: get('co'),
    addressParts,
    address: composeAadhaarAddress(addressParts),
    photo: null,
    signature: null,
  };
}

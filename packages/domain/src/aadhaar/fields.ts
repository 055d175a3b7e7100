import { isIsoDate } from '../dates';

/**
 * What the wizard's Aadhaar step fills in (SPEC §5, Aadhaar mode): the five required fields and
 * the guardian the address begins with, each the empty string when it could not be read, so that
 * the person sees a blank to fill.
 */
export interface AadhaarFields {
  name: string;
  /** 12 digits, written in fours: '2345 6789 0124'. */
  aadhaarNumber: string;
  /** 'YYYY-MM-DD'. */
  dob: string;
  gender: AadhaarGender | '';
  /** Without the guardian: 'H.No. 12, Gandhi Nagar, …, Madhya Pradesh - 452001'. */
  address: string;
  /** The person the address is 'care of' (S/O Ramesh Sharma → 'Ramesh Sharma'). */
  guardianName: string;
  guardianRelation: GuardianRelation | '';
}

/** The fields SPEC §5 requires, in the order the form shows them. */
export const REQUIRED_AADHAAR_FIELDS = [
  'name',
  'aadhaarNumber',
  'dob',
  'gender',
  'address',
] as const;

export type AadhaarGender = 'Male' | 'Female' | 'Other';

/** Son, daughter, wife of, or care of: how an Aadhaar address names the holder's guardian. */
export const GUARDIAN_RELATIONS = ['S/O', 'D/O', 'W/O', 'C/O'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

export const EMPTY_AADHAAR_FIELDS: AadhaarFields = {
  name: '',
  aadhaarNumber: '',
  dob: '',
  gender: '',
  address: '',
  guardianName: '',
  guardianRelation: '',
};

/** The parts of an address as the card's QR code carries them. */
export interface AadhaarAddressParts {
  house: string;
  street: string;
  landmark: string;
  location: string;
  vtc: string;
  postOffice: string;
  subDistrict: string;
  district: string;
  state: string;
  pincode: string;
}

/**
 * One line of address from its parts, in the order a card prints them, without the care-of
 * person (a name, not a place): 'House, Street, Landmark, Locality, Town, …, State - PIN'.
 * The same place often appears as town, sub-district and district; it is written once.
 */
export function composeAadhaarAddress(parts: Partial<AadhaarAddressParts>): string {
  const seen = new Set<string>();
  const places: string[] = [];
  for (const key of [
    'house',
    'street',
    'landmark',
    'location',
    'vtc',
    'postOffice',
    'subDistrict',
    'district',
    'state',
  ] as const) {
    const value = tidySpaces(parts[key] ?? '');
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    places.push(value);
  }
  const place = places.join(', ');
  const pincode = (parts.pincode ?? '').trim();
  if (!pincode) return place;
  return place ? `${place} - ${pincode}` : pincode;
}

/** 'M', 'MALE', 'पुरुष' → 'Male', and so on; anything else → ''. */
export function genderFromText(value: string): AadhaarGender | '' {
  const text = value.trim().toLowerCase();
  if (['m', 'male', 'पुरुष'].includes(text)) return 'Male';
  if (['f', 'female', 'महिला', 'स्त्री'].includes(text)) return 'Female';
  if (['t', 'transgender', 'other', 'ट्रांसजेंडर', 'अन्य'].includes(text)) return 'Other';
  return '';
}

/** A calendar date from its three numbers, or '' when they do not make one (31 February). */
export function isoDateFrom(year: number, month: number, day: number): string {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return year >= 1900 && year <= 2099 && isIsoDate(text) ? text : '';
}

/**
 * A date as cards and QR codes write it: dd-mm-yyyy, dd/mm/yyyy, dd.mm.yyyy, yyyy-mm-dd, or a
 * year alone (which SPEC §5 reads as 1 January of that year). '' when it is none of these.
 */
export function dateFromCardText(value: string): string {
  const text = value.trim();
  let m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) return isoDateFrom(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (m) return isoDateFrom(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})$/.exec(text);
  if (m) return isoDateFrom(Number(m[1]), 1, 1);
  return '';
}

export function tidySpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

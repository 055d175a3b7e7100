import { type Guardian, splitGuardian } from './guardian';
import { tidySpaces } from './fields';
import {
  AADHAAR_NUMBER,
  ADDRESS_LABEL_EN,
  ADDRESS_LABEL_HI,
  DOB_LABEL,
  HAS_AADHAAR_NUMBER,
  isMostlyHindi,
  PINCODE,
} from './text-lines';

/**
 * The address out of a card's text: after its label ('Address:', 'पता:'), or the lines that end
 * in a PIN code; the guardian it begins with read out of it, specks passed over.
 */

const FOOTER_WORDS =
  /uidai|www\.|help@|\b1947\b|mera\s+aadhaar|मेरा|पहचान|government|भारत\s*सरकार|\bVID\b/i;

/** India's states and union territories, as an address prints them. */
const STATES_AND_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];
const STATE_NAME = new RegExp(
  `\\b(${STATES_AND_TERRITORIES.map((name) => name.replace(/ /g, '\\s+')).join('|')})\\b`,
  'gi',
);
const printedState = new Map(STATES_AND_TERRITORIES.map((name) => [name.toLowerCase(), name]));

/** A state's name in any case ('jharkhand', as a blurred capital reads) as the card prints it. */
const writeStatesAsPrinted = (text: string) =>
  text.replace(
    STATE_NAME,
    (found) => printedState.get(found.toLowerCase().replace(/\s+/g, ' ')) ?? found,
  );

export interface AddressReading {
  value: string;
  guardian: Guardian | null;
}

export function findAddress(lines: readonly string[]): AddressReading {
  const gathered = gatherAfterLabel(lines, ADDRESS_LABEL_EN, false) ??
    gatherAfterLabel(lines, ADDRESS_LABEL_HI, true) ??
    gatherAroundPincode(lines) ?? [''];
  return cleanAddress(gathered.join(' '));
}

function endsAddress(line: string): boolean {
  return FOOTER_WORDS.test(line) || HAS_AADHAAR_NUMBER.test(line);
}

function gatherAfterLabel(
  lines: readonly string[],
  label: RegExp,
  allowHindi: boolean,
): string[] | null {
  const start = lines.findIndex((line) => label.test(line));
  if (start < 0) return null;
  const first = lines[start] ?? '';
  const m = label.exec(first);
  const afterLabel = m ? first.slice(m.index + m[0].length) : first;
  const parts = [afterLabel];
  if (!PINCODE.test(afterLabel)) {
    let taken = 0;
    for (const line of lines.slice(start + 1, start + 13)) {
      if (endsAddress(line)) break;
      // Specks between the lines (the edge of a QR code, a smudge) are passed over.
      if (isSpeck(line)) continue;
      if (!allowHindi && isMostlyHindi(line)) break;
      parts.push(line);
      taken += 1;
      if (PINCODE.test(line) || taken === 6) break;
    }
  }
  return parts;
}

/** A line of a few stray marks rather than words. */
function isSpeck(line: string): boolean {
  const letters = line.replace(/[^\p{L}\p{N}]/gu, '');
  return letters.length < 4 || (isMostlyHindi(line) && letters.length < 7 && !/\d/.test(line));
}

function gatherAroundPincode(lines: readonly string[]): string[] | null {
  const end = lines.findIndex(
    (line) => PINCODE.test(line.replace(AADHAAR_NUMBER, ' ')) && !isMostlyHindi(line),
  );
  if (end < 0) return null;
  const parts = [lines[end] ?? ''];
  for (let i = end - 1; i >= Math.max(0, end - 3); i -= 1) {
    const line = lines[i] ?? '';
    if (isMostlyHindi(line) || !line.includes(',') || DOB_LABEL.test(line)) break;
    if (/\b(?:fe)?male\b|पुरुष|महिला/i.test(line)) break;
    parts.unshift(line);
  }
  return parts;
}

function cleanAddress(raw: string): AddressReading {
  // The bar stays for now: it is how text recognition often reads the slash of S/O.
  let text = tidySpaces(raw.replace(/[_~*•"“”‘’`{}[\]<>=+«»§¢©®°]/g, ' '));
  // The relation may follow a word or two of specks (a misread label, the edge of the photo).
  const words = text.split(' ');
  let split = null;
  for (let skip = 0; skip <= 2 && !split; skip += 1) {
    if (skip > 0 && !/^[^\d]{1,3}$/.test(words[skip - 1] ?? '')) break;
    split = splitGuardian(words.slice(skip).join(' '));
  }
  if (split) text = split.rest;
  text = text
    .replace(/[|]/g, ' ')
    .replace(/\s+([,.])/g, '$1')
    .replace(/,(?=\S)/g, ', ')
    .replace(/(?:,\s*){2,}/g, ', ')
    .replace(/^[\s,.:;-]+|[\s,.:;]+$/g, '')
    // The PIN code closes the address: 'State - 452001', however the dash came back, and
    // with any space that crept between its digits.
    .replace(/\d[\d ]*\d$/, (run) =>
      /^\d{6}$/.test(run.replace(/ /g, '')) ? run.replace(/ /g, '') : run,
    )
    .replace(/[\s,.-]*(?<!\d)([1-9]\d{5})$/, ' - $1');
  return { value: writeStatesAsPrinted(tidySpaces(text)), guardian: split?.guardian ?? null };
}

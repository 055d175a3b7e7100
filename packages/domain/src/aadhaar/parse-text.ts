import { formatAadhaar } from '../rules/aadhaar';
import { isVerhoeffValid } from '../rules/verhoeff';
import { type AadhaarFields, type AadhaarGender, isoDateFrom, tidySpaces } from './fields';
import { findAddress } from './parse-address';
import { type AadhaarMarker, findAadhaarMarkers } from './markers';
import {
  ADDRESS_LABEL_EN,
  ADDRESS_LABEL_HI,
  AADHAAR_NUMBER,
  count,
  DOB_LABEL,
  isMostlyHindi,
  LATIN,
  PINCODE,
  toLines,
} from './text-lines';

/**
 * Reads the Aadhaar fields out of the text that text recognition gives for a photo of the
 * card, or of one of its sides (SPEC §5, "Text recognition of the Aadhaar image"). The text is
 * noisy: stray symbols from the card's edges and pictures, Hindi lines beside English ones,
 * labels misread. Each field is looked for by its label first and by its shape second.
 *
 * Unlike SPEC §5's first reader, a picture without a number still gives what it shows (the back
 * of a card, or a front whose number is blurred): the person types the number in.
 */

export interface AadhaarTextReading {
  fields: AadhaarFields;
  /**
   * Every distinct 12-digit number seen (digits only): those with a valid check digit first,
   * then the most often seen.
   */
  numberCandidates: string[];
  /** What on the picture says it is an Aadhaar card (the QR code is the reader's to add). */
  markers: AadhaarMarker[];
}

/** Lines that carry other numbers of the same shape. */
const NOT_THE_NUMBER = /\bVID\b|enrol|नामांकन|आभासी/i;

const YOB_LABEL = /year\s*of\s*birth|\byob\b|जन्म\s*वर्ष/i;
const DATE = /(?<!\d)(\d{1,2})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{4})(?!\d)/;
/** Beside its label, a date whose first separator was lost: '2607-1974'. */
const DATE_RUN = /(?<!\d)(\d{2})(\d{2})\s?[-/.]\s?(\d{4})(?!\d)/;
const YEAR = /(?<!\d)((?:19|20)\d{2})(?!\d)/;
/** Dates on the card that are not the holder's birth. */
const OTHER_DATES = /issue|download|print|generat|जारी|डाउनलोड/i;

const NAME_LABEL = /^(?:(?:नाम\s*\/\s*)?name|नाम)(?:\s*\/\s*नाम)?\s*[:;.-]?\s*/i;
const RELATIVE_LABEL =
  /\b(?:father|mother|husband|guardian)\b|पिता|पति|माता|^\s*[SCDW]\s?[/|\\]\s?O\b|^\s*[SCDW]\s?O\s*[:;]/i;
const HEADER_WORDS =
  /government|india|unique|identification|authority|aadhaar|aadhar|enrol|भारत|सरकार|आधार|प्राधिकरण/i;
/** The back of a card names the issuing authority where the front says Government of India. */
const AUTHORITY = /unique\s+identification|विशिष्ट\s*पहचान/i;
export function parseAadhaarText(text: string): AadhaarTextReading {
  const lines = toLines(text);
  const numberCandidates = findAadhaarNumbers(lines);
  const number = numberCandidates[0];
  const dob = findDateOfBirth(lines);
  const address = findAddress(lines);
  return {
    fields: {
      name: findName(lines, dob.lineIndex),
      aadhaarNumber: number ? formatAadhaar(number) : '',
      dob: dob.value,
      gender: findGender(lines),
      address: address.value,
      guardianName: address.guardian?.name ?? '',
      guardianRelation: address.guardian?.relation ?? '',
    },
    numberCandidates,
    markers: findAadhaarMarkers(lines.join('\n')),
  };
}

/** Whether a reading found anything at all to fill the form with. */
export function hasAnyField(fields: AadhaarFields): boolean {
  return Object.values(fields).some((value) => value !== '');
}

function findAadhaarNumbers(lines: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const line of lines) {
    if (NOT_THE_NUMBER.test(line)) continue;
    for (const match of line.matchAll(AADHAAR_NUMBER)) {
      const digits = `${match[1]}${match[2]}${match[3]}`;
      // No Aadhaar number starts with 0 or 1.
      if (/^[01]/.test(digits)) continue;
      seen.set(digits, (seen.get(digits) ?? 0) + 1);
    }
  }
  // A number with a valid check digit was read right; one without was misread somewhere.
  const score = ([digits, times]: [string, number]) => (isVerhoeffValid(digits) ? 1000 : 0) + times;
  return [...seen.entries()].sort((a, b) => score(b) - score(a)).map(([digits]) => digits);
}

function findDateOfBirth(lines: readonly string[]): { value: string; lineIndex: number } {
  const dateOn = (line: string) => {
    const m = DATE.exec(line);
    return m ? isoDateFrom(Number(m[3]), Number(m[2]), Number(m[1])) : '';
  };
  // Beside its label, a space that crept between two digits is noise ('23/1 2/1993'), and so
  // is a lost separator.
  const labelledDateOn = (line: string) => {
    const joined = line.replace(/(?<=\d) (?=\d)/g, '');
    const m = DATE_RUN.exec(joined);
    return dateOn(joined) || (m ? isoDateFrom(Number(m[3]), Number(m[2]), Number(m[1])) : '');
  };
  const yearOn = (line: string) => {
    const m = YEAR.exec(line);
    return m ? isoDateFrom(Number(m[1]), 1, 1) : '';
  };
  const labelled = (label: RegExp, read: (line: string) => string) => {
    for (const [i, line] of lines.entries()) {
      if (!label.test(line)) continue;
      const value = read(line);
      if (value) return { value, lineIndex: i };
    }
    return null;
  };
  // The label alone on its line, the date on the next (text recognition split them).
  const labelAbove = (label: RegExp, read: (line: string) => string) => {
    for (const [i, line] of lines.entries()) {
      if (!label.test(line) || line.replace(label, '').replace(/[\W_]/g, '').length > 3) continue;
      const value = read(lines[i + 1] ?? '');
      if (value) return { value, lineIndex: i };
    }
    return null;
  };

  return (
    labelled(DOB_LABEL, labelledDateOn) ??
    labelAbove(DOB_LABEL, labelledDateOn) ??
    // A card that gives only the year of birth: 1 January of that year (SPEC §5).
    labelled(YOB_LABEL, yearOn) ??
    labelled(DOB_LABEL, yearOn) ??
    // The label was misread: the first date that is not an issue or download date.
    labelled(/./, (line) => (OTHER_DATES.test(line) ? '' : dateOn(line))) ??
    // A year standing alone on its line.
    labelled(/^\D{0,12}(?:19|20)\d{2}\D{0,3}$/, (line) =>
      OTHER_DATES.test(line) || PINCODE.test(line) ? '' : yearOn(line),
    ) ?? { value: '', lineIndex: -1 }
  );
}

function findGender(lines: readonly string[]): AadhaarGender | '' {
  const text = lines.join('\n');
  if (/\bfemale\b|महिला|स्त्री/i.test(text)) return 'Female';
  if (/\btransgender\b|ट्रांसजेंडर/i.test(text)) return 'Other';
  if (/\bmale\b|पुरुष/i.test(text)) return 'Male';
  return '';
}

function cleanName(value: string): string {
  const words = tidySpaces(value.replace(/[^A-Za-z .'-]/g, ' '))
    .split(' ')
    .filter((word) => /[A-Za-z]/.test(word));
  // Specks at the photo's edge come back as a lone letter before or after the name.
  while (words.length > 1 && /^[a-z]$|^[^A-Za-z]*$/.test(words[0] ?? '')) words.shift();
  while (words.length > 1 && /^[a-z]$|^[^A-Za-z]*$/.test(words.at(-1) ?? '')) words.pop();
  return words.join(' ').replace(/^[.'-]+|[.'-]+$/g, '');
}

function looksLikeName(line: string): boolean {
  if (isMostlyHindi(line) || HEADER_WORDS.test(line) || RELATIVE_LABEL.test(line)) return false;
  if (/\d/.test(line) || DOB_LABEL.test(line) || /\b(?:fe)?male\b/i.test(line)) return false;
  const name = cleanName(line);
  const words = name.split(' ');
  // Cards print names in capitals or with capital initials; specks come back lower case.
  const capitalised = words.filter((word) => /^[A-Z]/.test(word)).length;
  return count(name, LATIN) >= 3 && words.length <= 6 && capitalised * 2 >= words.length;
}

function findName(lines: readonly string[], dobLineIndex: number): string {
  // 1. A label: 'Name: Asha Verma', or 'Name' with the name on the next line.
  for (const [i, line] of lines.entries()) {
    const m = NAME_LABEL.exec(line);
    if (!m) continue;
    const rest = line.slice(m[0].length);
    if (looksLikeName(rest)) return cleanName(rest);
    const next = lines[i + 1];
    if (next !== undefined && looksLikeName(next)) return cleanName(next);
  }
  // 2. The card's own layout: the English name stands just above the date of birth, with the
  //    Hindi name and, on older cards, a 'Father:' line around it.
  if (dobLineIndex > 0) {
    for (let i = dobLineIndex - 1; i >= Math.max(0, dobLineIndex - 5); i -= 1) {
      const line = lines[i] ?? '';
      if (looksLikeName(line)) return cleanName(line);
    }
  }
  // 3. A letter's address block: 'To' then the name.
  for (const [i, line] of lines.entries()) {
    if (!/^to\b/i.test(line)) continue;
    const next = lines[i + 1];
    if (next !== undefined && looksLikeName(next)) return cleanName(next);
  }
  // 4. No date of birth was read: the first name-like line under the header, before anything
  //    of the address or the number. Not on a back (its print is the address), and only a
  //    line of a few real words: misread Hindi comes back as runs of short capitals.
  if (AUTHORITY.test(lines.join(' '))) return '';
  for (const line of lines) {
    if (ADDRESS_LABEL_EN.test(line) || ADDRESS_LABEL_HI.test(line) || /\d{4}/.test(line)) break;
    if (line.includes(',') || !looksLikeName(line)) continue;
    const words = cleanName(line).split(' ');
    const meanLength = words.reduce((n, word) => n + word.length, 0) / words.length;
    if (words.length <= 4 && meanLength >= 3.5 && words.every((w) => w.length >= 2)) {
      return cleanName(line);
    }
  }
  return '';
}

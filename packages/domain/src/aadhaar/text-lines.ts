/**
 * What the text parsers share: the text in tidy lines, how Hindi a line is, and the shapes of
 * the number, the date label, the address label and the PIN code.
 */

import { tidySpaces } from './fields';

const DEVANAGARI = /[\u0900-\u097F]/g;
export const LATIN = /[A-Za-z]/g;

/** 12 digits in fours, with or without a space, not part of a longer run (a 16-digit VID). */
export const AADHAAR_NUMBER = /(?<!\d ?)(\d{4}) ?(\d{4}) ?(\d{4})(?! ?\d)/g;
export const HAS_AADHAAR_NUMBER = new RegExp(AADHAAR_NUMBER.source);
/** 'DOB', spaced or dotted, and as text recognition misreads it: '008', 'D0B', 'DO8'. */
export const DOB_LABEL = /d\s?\.?\s?o\s?\.?\s?b|\b[D0][O0][B8]\b|date\s*of\s*birth|birth|जन्म/i;
export const ADDRESS_LABEL_EN = /\baddress\b\s*[:;.-]?\s*/i;
export const ADDRESS_LABEL_HI = /पता\s*[:;.-]?\s*/;
export const PINCODE = /(?<!\d)[1-9]\d{5}(?!\d)/;

export function toLines(text: string): string[] {
  return text
    .normalize('NFC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .split(/\r?\n/)
    .map((line) => tidySpaces(line))
    .filter((line) => line !== '');
}

export function count(line: string, pattern: RegExp): number {
  return line.match(pattern)?.length ?? 0;
}

export const isMostlyHindi = (line: string) => count(line, DEVANAGARI) > count(line, LATIN);

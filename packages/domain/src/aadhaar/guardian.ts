import { type GuardianRelation, tidySpaces } from './fields';

/**
 * The guardian an Aadhaar address begins with: 'S/O: Ramesh Sharma, 12 Gandhi Nagar, …'. The
 * card prints it as the first part of the address (the QR code keeps it apart, as 'careOf');
 * it is a person, not a place, so it is read out of the address into a name and a relation.
 */

export interface Guardian {
  relation: GuardianRelation;
  name: string;
}

/**
 * The relation words, English and Hindi, each with what it means. Longer words come before the
 * words they begin with ('आत्मजा' before 'आत्मज'). Text recognition reads the O of S/O as a
 * zero and the S as a 5, and the slash as a bar or a backslash.
 */
const RELATION_WORDS: readonly [string, GuardianRelation][] = [
  ['[S5]\\s?[/|\\\\]\\s?[O0]', 'S/O'],
  ['D\\s?[/|\\\\]\\s?[O0]', 'D/O'],
  ['W\\s?[/|\\\\]\\s?[O0]', 'W/O'],
  ['C\\s?[/|\\\\]\\s?[O0]', 'C/O'],
  ['son\\s+of', 'S/O'],
  ['daughter\\s+of', 'D/O'],
  ['wife\\s+of', 'W/O'],
  ['care\\s+of', 'C/O'],
  ['आत्मजा', 'D/O'],
  ['आत्मज', 'S/O'],
  ['पुत्री', 'D/O'],
  ['पुत्र', 'S/O'],
  ['पत्नी', 'W/O'],
  ['द्वारा', 'C/O'],
  ['एस\\s?/\\s?ओ', 'S/O'],
  ['डी\\s?/\\s?ओ', 'D/O'],
  ['डब्ल्?यू\\s?/\\s?ओ', 'W/O'],
  ['सी\\s?/\\s?ओ', 'C/O'],
];

/** A relation word at the start, then an optional ':' (or what it was misread as). */
const LEADING_RELATION = new RegExp(
  `^\\s*(?:${RELATION_WORDS.map(([word]) => `(${word})`).join('|')})(?![A-Za-z\\u0900-\\u097F])\\s*[:;.,-]?\\s*`,
  'i',
);

/** Words that begin the place, not the name: 'H.No.', 'Flat', 'Village', '#'. */
const PLACE_WORD =
  /^(?:h\.?no\.?|house|flat|plot|no\.|qtr|quarters?|village|vill\.?|gali|ward|sector|door|#)$/i;

/**
 * The guardian at the start of `text` and what follows it, or null when `text` does not start
 * with a relation. The name runs to the first comma; with no comma (lost by text recognition,
 * or the QR's careOf, which is the name alone), to the first word with a digit in it or that
 * begins a place.
 */
export function splitGuardian(text: string): { guardian: Guardian; rest: string } | null {
  const m = LEADING_RELATION.exec(text.normalize('NFC'));
  if (!m) return null;
  const index = m.slice(1).findIndex((group) => group !== undefined);
  const relation = RELATION_WORDS[index]?.[1];
  if (!relation) return null;
  const after = text.normalize('NFC').slice(m[0].length);
  const comma = after.indexOf(',');
  let name: string;
  let rest: string;
  if (comma >= 0) {
    name = after.slice(0, comma);
    rest = after.slice(comma + 1);
  } else {
    const words = after.split(/\s+/);
    const firstPlace = words.findIndex((word) => /\d/.test(word) || PLACE_WORD.test(word));
    const cut = firstPlace < 0 ? words.length : firstPlace;
    name = words.slice(0, cut).join(' ');
    rest = words.slice(cut).join(' ');
  }
  name = tidySpaces(name.replace(/[^\p{L}\p{M} .'-]/gu, ' ')).replace(/^[.'-]+|[.'-]+$/g, '');
  if (!name) return null;
  return { guardian: { relation, name }, rest: tidySpaces(rest) };
}

/**
 * The QR code's care-of field: 'S/O Ramesh Sharma', or on some cards the name alone (whose
 * relation is then unknown: C/O, the one that claims nothing).
 */
export function guardianFromCareOf(careOf: string): Guardian | null {
  const text = tidySpaces(careOf);
  if (!text) return null;
  const split = splitGuardian(text);
  if (split) {
    // The QR's care-of is the name alone: anything after a comma belongs to it too.
    const name = tidySpaces([split.guardian.name, split.rest].filter(Boolean).join(' '));
    return { relation: split.guardian.relation, name };
  }
  return { relation: 'C/O', name: text };
}

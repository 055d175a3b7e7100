import type { AadhaarFields } from './fields';
import type { AadhaarPictureFields } from './merge';

/**
 * The front and the back of a card are read one at a time (or both from one picture), and the
 * form shows one set of fields. A side fills what is blank and never wipes what the other side
 * gave, or what the person typed; only a QR code's fields, which are exact, replace a value.
 * Taking a side away clears what only that side gave.
 */

export const CARD_SIDES = ['front', 'back'] as const;
export type CardSide = (typeof CARD_SIDES)[number];

const KEYS = (fields: AadhaarFields) => Object.keys(fields) as (keyof AadhaarFields)[];

/** The form once a side's reading is in. */
export function addCardSide(form: AadhaarFields, side: AadhaarPictureFields): AadhaarFields {
  const next = { ...form };
  for (const key of KEYS(side.fields)) {
    const value = side.fields[key];
    if (value === '') continue;
    if (next[key] === '' || side.fromQr.includes(key)) Object.assign(next, { [key]: value });
  }
  return next;
}

/**
 * The form once a side is taken away (its 'Upload Again'): a field that holds what the removed
 * side gave goes back to what the other side gave, or blank; anything else stays.
 */
export function removeCardSide(
  form: AadhaarFields,
  removed: AadhaarPictureFields,
  other: AadhaarPictureFields | null,
): AadhaarFields {
  const next = { ...form };
  for (const key of KEYS(form)) {
    if (form[key] === '' || form[key] !== removed.fields[key]) continue;
    Object.assign(next, { [key]: other?.fields[key] ?? '' });
  }
  return next;
}

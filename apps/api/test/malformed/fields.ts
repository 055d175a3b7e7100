import fc from 'fast-check';
import { MISSING, type BrokenField } from './requests';

/**
 * The kinds of field a write body has (text, a choice, a flag, an id, a phone, an email, a
 * password) and the values that break each; numbers and dates are in numbers-and-dates.ts.
 */

export const label = (...names: string[]) => new RegExp(names.join('|'), 'i');

export const anyObject = fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), {
  maxKeys: 3,
});
const finiteDouble = fc.double({ noNaN: true, noDefaultInfinity: true });
/** Not a string, and not null (which some fields read as blank). */
export const notTextNorNull = fc.oneof(
  fc.integer(),
  finiteDouble,
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  anyObject,
);
export const notText = fc.oneof(notTextNorNull, fc.constant(null));
export const blank = fc.constantFrom('', ' ', '  \t\n ');

/**
 * Longer than `max` characters (code points, as the contract counts them) even after trimming:
 * a little over, far over, in other scripts, and 100,000 characters.
 */
export function tooLong(max: number) {
  const codePoints = (s: string) => [...s].length;
  return fc.oneof(
    fc.integer({ min: max + 1, max: max + 300 }).map((n) => 'x'.repeat(n)),
    fc
      .string({ minLength: max + 1, maxLength: max + 40, unit: 'grapheme' })
      .filter((s) => codePoints(s.trim()) > max),
    fc.constantFrom('😀'.repeat(max + 1), 'ह'.repeat(max + 1)),
    fc.constantFrom('x'.repeat(100_000), 'ह'.repeat(100_000)),
  );
}

/**
 * Text holding a control character: a NUL byte (which PostgreSQL cannot store in text and
 * once reached a 500 that logged the whole query), or another C0/C1 control.
 */
export const withControlCharacter = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f'),
    fc.string({ maxLength: 6 }),
  )
  .map(([before, control, after]) => `a${before}${control}${after}`);

export function requiredText(key: string, names: RegExp, max: number): BrokenField {
  return {
    key,
    names,
    invalid: fc.oneof(fc.constant(MISSING), blank, notText, tooLong(max), withControlCharacter),
  };
}

export function optionalText(key: string, names: RegExp, max: number): BrokenField {
  return { key, names, invalid: fc.oneof(notText, tooLong(max), withControlCharacter) };
}

export function oneOf(
  key: string,
  names: RegExp,
  values: readonly string[],
  options: { blankIsUnset?: boolean } = {},
): BrokenField {
  const others = fc.string({ maxLength: 20 }).filter((s) => !values.includes(s));
  return {
    key,
    names,
    invalid: fc.oneof(
      options.blankIsUnset ? others.filter((s) => s !== '') : others,
      // Near misses: another case or a leading space ('UPI' upper-cased is still 'UPI').
      fc.constantFrom(
        ...[...values.map((v) => v.toUpperCase()), ...values.map((v) => ` ${v}`)].filter(
          (v) => !values.includes(v),
        ),
      ),
      options.blankIsUnset ? notTextNorNull : notText,
    ),
  };
}

const notUuid = fc.oneof(
  fc.string({ maxLength: 40 }).filter((s) => s !== '' && !/^[0-9a-f-]{36}$/i.test(s)),
  fc.constantFrom("' or 1=1 --", '00000000-0000-0000-0000-00000000000g', '{}', '../rooms'),
);

/** An id in the body: no id at all, a random one (nobody's), or another admin's. */
export function reference(
  key: string,
  names: RegExp,
  otherAdminsId: string,
  options: { nullable?: boolean } = {},
): BrokenField {
  return {
    key,
    names,
    invalid: fc.oneof(
      ...(options.nullable ? [] : [fc.constant(MISSING), fc.constant('')]),
      notUuid,
      options.nullable ? notTextNorNull : notText,
      fc.uuid({ version: 4 }),
      fc.constant(otherAdminsId),
    ),
  };
}

export function booleanField(key: string, names: RegExp): BrokenField {
  return {
    key,
    names,
    invalid: fc.oneof(
      fc.constantFrom('true', 'false', 'yes', '', 0, 1, null),
      fc.string({ maxLength: 8 }),
      fc.array(fc.boolean(), { maxLength: 2 }),
      anyObject,
    ),
  };
}

const nonTenDigits = fc.oneof(
  fc.stringMatching(/^\d{1,9}$/),
  fc.stringMatching(/^\d{11,20}$/),
  fc
    .tuple(
      fc.stringMatching(/^\d{10}$/),
      fc.integer({ min: 0, max: 9 }),
      fc.constantFrom(...'ab+-.# '),
    )
    .map(([digits, at, char]) => digits.slice(0, at) + char + digits.slice(at + 1))
    .filter((s) => !/^\d{10}$/.test(s.trim())),
  fc.constantFrom('+919876543210', '98765 43210', '९८७६५४३२१०'),
);

export function phone(key: string, options: { blankIsUnset?: boolean } = {}): BrokenField {
  return {
    key,
    names: label('phone'),
    invalid: options.blankIsUnset
      ? fc.oneof(nonTenDigits, notTextNorNull, fc.constantFrom(' ', '\t'))
      : fc.oneof(fc.constant(MISSING), blank, nonTenDigits, notText),
  };
}

const noAt = fc
  .string({ minLength: 1, maxLength: 60 })
  .map((s) => s.replaceAll('@', ''))
  .filter((s) => s.trim() !== '');

export function email(
  key: string,
  options: { blankIsUnset?: boolean; taken?: string } = {},
): BrokenField {
  const wrong = fc.oneof(
    noAt,
    fc.constantFrom('a@', '@b.co', 'a b@c.co', 'a@@b.co', 'a@b@c.co'),
    fc.constant(`${'a'.repeat(250)}@example.com`),
    ...(options.taken ? [fc.constant(options.taken)] : []),
  );
  return {
    key,
    names: label('email', 'already exists'),
    invalid: options.blankIsUnset
      ? fc.oneof(wrong, notTextNorNull)
      : fc.oneof(fc.constant(MISSING), blank, wrong, notText),
  };
}

export function passwordField(key: string, names: RegExp): BrokenField {
  return {
    key,
    names,
    invalid: fc.oneof(
      fc.constant(MISSING),
      fc.string({ maxLength: 7 }),
      fc.integer({ min: 129, max: 2000 }).map((n) => 'p'.repeat(n)),
      notText,
    ),
  };
}

/** An owner's or a tenant's language: en or hi. */
export const language = oneOf('language', label('language'), ['en', 'hi']);

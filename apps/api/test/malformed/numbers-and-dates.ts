import fc from 'fast-check';
import { anyObject, notText, notTextNorNull } from './fields';
import { HUGE_NUMBER, MISSING, type BrokenField } from './requests';

/** Strings that are no number at all, whatever a form might send. */
export const notNumeric = fc.oneof(
  fc.string({ maxLength: 10 }).map((s) => `x${s}`),
  fc.constantFrom('', '   ', 'NaN', 'Infinity', '-Infinity', '1e999', '1,5', '١٢', '0x', '5 rooms'),
  // Number() reads these, but they are no plain decimals.
  fc.constantFrom('0x10', '1e1', '0b11', '0o7', '1_000', '1e-9'),
);

/** A whole number between min and max; numeric strings are accepted, so they are broken too. */
export function wholeNumber(
  key: string,
  names: RegExp,
  bounds: { min: number; max: number },
  options: { required?: boolean; nullable?: boolean } = {},
): BrokenField {
  const { min, max } = bounds;
  const fractional = fc
    .double({ min: min - 5, max: max + 5, noNaN: true })
    .filter((n) => !Number.isInteger(n));
  const outOfRange = fc.oneof(
    fc.integer({ min: -1_000_000_000, max: min - 1 }),
    fc.integer({ min: max + 1, max: 2_000_000_000 }),
    fc.constantFrom(2 ** 53 + 2, -(2 ** 53) - 2, 1e300),
  );
  const wrongType = options.nullable
    ? fc.oneof(fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }), anyObject)
    : fc.oneof(
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.integer(), { maxLength: 2 }),
        anyObject,
      );
  const numericText = fc.oneof(fractional, outOfRange).map(String);
  const strings = options.nullable ? notNumeric.filter((s) => s !== '') : notNumeric;
  return {
    key,
    names,
    invalid: fc.oneof(
      ...(options.required === false ? [] : [fc.constant(MISSING)]),
      fractional,
      outOfRange,
      numericText,
      strings,
      wrongType,
      fc.constant(HUGE_NUMBER),
    ),
  };
}

/** Rupees: negative, more than the limit, more than two decimals, or no number. */
export function rupees(
  key: string,
  names: RegExp,
  options: { required: boolean; positive?: boolean },
): BrokenField {
  const threeDecimals = fc
    .integer({ min: 0, max: 9_999_999_999 })
    .filter((n) => n % 10 !== 0)
    .map((n) => n / 1000);
  return {
    key,
    names,
    invalid: fc.oneof(
      ...(options.required ? [fc.constant(MISSING), fc.constant(null)] : []),
      threeDecimals,
      threeDecimals.map(String),
      fc.double({ min: -1e9, max: -0.01, noNaN: true }),
      ...(options.positive ? [fc.constantFrom(0, '0', 0.0)] : []),
      // More than zero, yet less than a paisa.
      fc.constantFrom(1e-9, 0.001, 1e-300, 0.004),
      fc.double({ min: 10_000_000.01, max: 1e15, noNaN: true }),
      options.required ? notNumeric : notNumeric.filter((s) => s !== ''),
      fc.oneof(fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }), anyObject),
      fc.constant(HUGE_NUMBER),
    ),
  };
}

const isDate = (text: string) => !Number.isNaN(new Date(text.trim()).getTime());

/** A date: text that no date parser reads, or more than 40 characters. */
export function dateText(
  key: string,
  names: RegExp,
  options: { required: boolean; blankIsUnset?: boolean },
): BrokenField {
  const unreadable = fc
    .string({ maxLength: 40 })
    .filter((s) => !isDate(s) && !(options.blankIsUnset && s === ''));
  return {
    key,
    names,
    invalid: fc.oneof(
      ...(options.required ? [fc.constant(MISSING)] : []),
      unreadable,
      fc.constantFrom(
        '2026-13-01',
        '2026-02-30x',
        '31/12/2026',
        'tomorrow',
        '12345678901234567890',
      ),
      // Dates a parser reads, outside 1900 to 2100 or in expanded years.
      fc.constantFrom(
        '0000-01-01',
        '1899-12-31',
        '2101-01-01',
        '+010000-01-01',
        '275760-09-13',
        '0000-01-01T00:00:00.000Z',
      ),
      fc.constant(`2026-01-01${' '.repeat(20)}T00:00:00.000000000000000000Z`),
      options.blankIsUnset ? notTextNorNull : notText,
    ),
  };
}

import fc from 'fast-check';

/**
 * Values that break one field of a write body, built from the contract's rules as SPEC.md and
 * packages/domain state them (written again here, on purpose: if the server's validation grew
 * lax, these values would pass it and the fuzz test would see a success). Each field also says
 * how a good error names it, so an answer that blames the wrong thing fails the test.
 */
export interface BrokenField {
  /** Dotted path in the body: `emergencyContact.phone`. */
  key: string;
  /** What an error about this field contains: its label or its key. */
  names: RegExp;
  invalid: fc.Arbitrary<unknown>;
}

/** Put in place of a value: the field is left out of the body. */
export const MISSING = Symbol('missing');
/** Put in place of a value: written into the JSON text as `1e400`, which parses as Infinity. */
export const HUGE_NUMBER = Symbol('1e400');
const HUGE_NUMBER_TEXT = '\u0000huge-number\u0000';

/** A copy of `body` with each broken value set at its path (or removed, for MISSING). */
export function withValues(body: Record<string, unknown>, values: [string, unknown][]) {
  const copy = structuredClone(body);
  for (const [key, value] of values) {
    const path = key.split('.');
    let target = copy;
    for (const part of path.slice(0, -1)) {
      if (typeof target[part] !== 'object' || target[part] === null) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    const last = path.at(-1)!;
    if (value === MISSING) delete target[last];
    else target[last] = value === HUGE_NUMBER ? HUGE_NUMBER_TEXT : structuredClone(value);
  }
  return copy;
}

export function toJsonText(body: unknown): string {
  return JSON.stringify(body).replaceAll(JSON.stringify(HUGE_NUMBER_TEXT), '1e400');
}

/** Unknown top-level keys: any name the body does not have, including prototype tricks. */
export function junkKeys(known: readonly string[]) {
  return fc
    .dictionary(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom(
          '__proto__',
          'constructor',
          'admin_id',
          'adminId',
          'id',
          '_id',
          'paidPaise',
        ),
      ),
      fc.jsonValue({ maxDepth: 2 }),
      { minKeys: 1, maxKeys: 3 },
    )
    .filter((junk) => Object.keys(junk).every((k) => !known.includes(k)));
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON text that is not valid JSON: a cut-off body, a stray character, a different syntax. */
export function brokenJson(validText: string) {
  return (
    fc
      .oneof(
        fc
          .integer({ min: 0, max: Math.max(0, validText.length - 1) })
          .map((n) => validText.slice(0, n)),
        fc.constantFrom(
          `${validText}}`,
          `${validText}x`,
          validText.replaceAll('"', "'"),
          `[${validText}`,
        ),
        fc.constantFrom('{', '}', 'undefined', "{'a': 1}", '{"a": 01}', '{"a": NaN}', '\u0000'),
      )
      // An empty body is no body, which the API reads as {} (liberal-input.test.ts).
      .filter((text) => text !== '' && !isJson(text))
  );
}

/** Media types the API does not take for a JSON body (text/plain parses as a string, and is refused as one). */
export const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/html',
  'application/octet-stream',
  'image/png',
  'application/vnd.api+json',
  'application/jsonx',
];

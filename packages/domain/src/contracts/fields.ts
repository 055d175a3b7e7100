import { z } from 'zod';

/**
 * Field builders shared by every contract, so that a field's rule and its message are
 * written once and read the same on the server (400 answers) and in the forms.
 */

/**
 * Control characters other than tab and line breaks: a NUL byte cannot be stored in
 * PostgreSQL text at all, and the others only ever arrive from broken or hostile clients.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/** Any text the API takes in: bounded, and free of control characters. */
export function plainText(label: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasControlCharacters(v), `${label} must not contain control characters`);
}

/**
 * When a rule across fields may run: once the fields it reads are valid, whatever else is
 * wrong. By default zod skips an object's refinements after any field fails its type (a
 * required field left empty), so a form would report a cross-field error (the Aadhaar
 * number's length, passwords that differ) only in a second round; with
 * `{ when: whenValid('password', 'confirmPassword') }` every error shows on the first submit.
 */
export const whenValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    // Never on what is not an object at all (a body of `null`): there are no fields to read.
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/** A required text field: trimmed, non-blank, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return plainText(label, max).refine((v) => v.length > 0, `${label} is required`);
}

/** An optional text field: trimmed; blank becomes the empty string. */
export function optionalText(label: string, max: number) {
  return plainText(label, max).optional().default('');
}

/**
 * Numbers sent as text, as HTML forms send them: plain decimals only. `Number()` alone would
 * also read "0x10" as 16, "1e1" as 10 and "Infinity"; those stay text and are refused.
 */
const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;
export const decimalText = (v: unknown) =>
  typeof v === 'string' && PLAIN_DECIMAL.test(v.trim()) ? Number(v) : v;

export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;

/** A 'YYYY-MM-DD' that names a real day of the Gregorian calendar (not 2026-02-30). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const yearOf = (date: string) => Number(date.slice(0, 4));
const isInRange = (date: string) => yearOf(date) >= EARLIEST_YEAR && yearOf(date) <= LATEST_YEAR;

/** A full ISO timestamp, as a client's `toISOString()` sends one; its date is read in the PG's zone. */
const ISO_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The calendar day a date field names, or null when it names none. */
function dayOf(value: string): string | null {
  const day = ISO_TIMESTAMP.exec(value)?.[1] ?? value;
  return isRealDate(day) ? day : null;
}

/**
 * A date sent as 'YYYY-MM-DD' or as a full ISO timestamp, naming a real day between 1900 and
 * 2100: year 0000, +010000-01-01 and 275760-09-13 never reach the database.
 */
export function dateField(label: string) {
  return (
    z
      .string({
        error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be a date`),
      })
      .trim()
      .min(1, `${label} is required`)
      // Not `abort: true`: an aborting issue would stop the object's cross-field rules too, and
      // the form would show them only after this field is fixed. The range is checked on a day.
      .refine((v) => dayOf(v) !== null, `${label} must be a date`)
      .refine((v) => {
        const day = dayOf(v);
        return day === null || isInRange(day);
      }, `${label} must be between ${EARLIEST_YEAR} and ${LATEST_YEAR}`)
  );
}

/** A 'YYYY-MM-DD' date only, for query parameters. */
export function calendarDateField(label: string) {
  return z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine(isRealDate, `${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (v) => !isRealDate(v) || isInRange(v),
      `${label} must be between ${EARLIEST_YEAR} and ${LATEST_YEAR}`,
    );
}

/**
 * Rupees with at most two decimals, up to `max`. With `positive`, the amount must come to at
 * least one paisa: 1e-9 is more than 0 but rounds to nothing.
 */
export function moneyField(label: string, options: { max: number; positive?: boolean }) {
  return z.preprocess(
    decimalText,
    z
      .number({
        error: (i) =>
          i.input === undefined ? `${label} is required` : `${label} must be a number`,
      })
      .refine((n) => Number.isFinite(n), `${label} must be a number`)
      // Exact: the number is the one its two-decimal form names (1e-9 and 1.005 are not).
      .refine((n) => Number(n.toFixed(2)) === n, `${label} may have at most two decimals`)
      .refine(
        (n) => (options.positive ? Math.round(n * 100) > 0 : n >= 0),
        options.positive ? `${label} must be more than 0` : `${label} must be 0 or more`,
      )
      .refine((n) => n <= options.max, `${label} must be at most ${options.max}`),
  );
}

export const emailField = requiredText('Email', 254).pipe(
  z.email({ error: 'Email must be a valid email address' }),
);

export const phoneField = requiredText('Phone', 10).regex(
  /^\d{10}$/,
  'Phone must be exactly 10 digits',
);

export const PASSWORD_MIN_LENGTH = 8;
/**
 * The lowest zxcvbn score (0–4) a new password may have. 3 means about 10^8 guesses: beyond an
 * online attack under the sign-in throttle, and costly offline against argon2id hashes. 4 would
 * refuse most 8–10 character passwords people can remember; 2 lets in "Whatever#2024".
 */
export const PASSWORD_MIN_SCORE = 3;
/** Only this many characters are estimated: past it the estimator's work grows fast. */
export const PASSWORD_ESTIMATED_LENGTH = 64;

/**
 * The owner's own details as words a password must not be built from (the strength
 * estimator's user inputs): each value whole and split at spaces and the email's @.
 */
export function passwordUserInputs(values: string[]): string[] {
  return values
    .map((value) => value.trim())
    .filter(Boolean)
    .flatMap((value) => [value, ...value.split(/[@\s]+/)]);
}
/** Bounded so that hashing cost stays bounded whatever is sent. */
export const PASSWORD_MAX_LENGTH = 128;

export function passwordField(label: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be text`,
    })
    .min(1, `${label} is required`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`);
}

/** A whole number within bounds; numeric strings from HTML forms are accepted. */
export function wholeNumber(label: string, bounds: { min: number; max: number }) {
  return z.preprocess(
    decimalText,
    z
      .number({
        error: (i) =>
          i.input === undefined ? `${label} is required` : `${label} must be a number`,
      })
      .int(`${label} must be a whole number`)
      .min(bounds.min, `${label} must be at least ${bounds.min}`)
      .max(bounds.max, `${label} must be at most ${bounds.max}`),
  );
}

export const REASON_MAX = 200;
/**
 * Why money is undone: a payment voided, a charge waived, a meter reading undone. The ledger
 * shows the reason beside what it undid.
 */
export const ReasonBodySchema = z.object({ reason: requiredText('Reason', REASON_MAX) });
export type ReasonBody = z.output<typeof ReasonBodySchema>;

import { z } from 'zod';

/**
 * Field builders shared by every contract, so that a field's rule and its message are
 * written once and read the same on the server (400 answers) and in the forms.
 */

/** A required text field: trimmed, non-blank, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional text field: trimmed; blank becomes the empty string. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default('');
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
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
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

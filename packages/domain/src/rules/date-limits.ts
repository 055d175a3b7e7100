import type { IsoDate } from '../dates';

/**
 * Dates a person types that cannot be true: money received on a day still to come, a meter
 * read tomorrow, a tenant joining years ahead (a mistyped year), a birth after today. Each rule
 * takes today (in the PG's time zone) and is checked by the forms before sending and by the
 * API, which is what counts.
 */

export const PAYMENT_DATE_IN_FUTURE_MESSAGE = 'Payment date cannot be in the future';
export const JOINING_DATE_TOO_FAR_MESSAGE = 'Joining date cannot be more than a year ahead';
export const DOB_IN_FUTURE_MESSAGE = 'Date of birth cannot be in the future';
/** A meter reading or a deposit entry dated after today (error code DATE_IN_FUTURE). */
export const DATE_IN_FUTURE_MESSAGE = 'Date cannot be in the future';

/**
 * What is recorded once it has happened is dated today or before: a payment received, a birth,
 * a meter read, a deposit taken, refunded or kept.
 */
export const hasHappened = (date: IsoDate, today: IsoDate): boolean => date <= today;

/** A tenant may be entered before they arrive, up to the same day a year from today. */
export function latestJoiningDate(today: IsoDate): IsoDate {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 29 February has no twin next year: 28 February is the last day then.
  const isLeapDay = month === 2 && day === 29;
  return `${year + 1}-${String(month).padStart(2, '0')}-${isLeapDay ? '28' : String(day).padStart(2, '0')}`;
}

export const isJoiningDateAllowed = (date: IsoDate, today: IsoDate): boolean =>
  date <= latestJoiningDate(today);

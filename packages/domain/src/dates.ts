/**
 * Calendar dates as 'YYYY-MM-DD' strings in the PG's business time zone, so "today" means
 * the owner's today whatever the server's clock zone is.
 */

export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The calendar date of an instant in a time zone. */
export function dateInZone(instant: Date, timeZone: string): IsoDate {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/**
 * Business today, the one definition: the PG's calendar date now, in its time zone (the
 * server's `TZ_BUSINESS`, served to the web app by GET /settings), whatever the clock's zone.
 */
export const businessToday = (timeZone: string, now: Date = new Date()): IsoDate =>
  dateInZone(now, timeZone);

/** A date as sent by a client: 'YYYY-MM-DD' as it is, a full ISO timestamp read in the zone. */
export function toBusinessDate(value: string, timeZone: string): IsoDate | null {
  if (ISO_DATE.test(value)) return isIsoDate(value) ? value : null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : dateInZone(instant, timeZone);
}

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

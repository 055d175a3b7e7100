/**
 * Calendar dates ('YYYY-MM-DD') the Indian way: 1 Nov 2026. They are dates, not instants,
 * so they are formatted in UTC and never shift a day with the device's time zone.
 */
const indianDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatLocalDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : indianDate.format(date);
}

export function LocalDate({ value }: { value: string }) {
  return <time dateTime={value.slice(0, 10)}>{formatLocalDate(value)}</time>;
}

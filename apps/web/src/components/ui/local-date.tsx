import { formatDate } from '@/i18n';

/**
 * A calendar date ('YYYY-MM-DD') the Indian way, in the interface's language: 1 Nov 2026,
 * 1 नवंबर 2026. A date, not an instant: it never shifts a day with the device's time zone.
 */
export function LocalDate({ value }: { value: string }) {
  return <time dateTime={value.slice(0, 10)}>{formatDate(value)}</time>;
}

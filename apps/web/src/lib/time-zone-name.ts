import { t } from '@/i18n';

/**
 * A time zone's long name as people say it ('India Standard Time', 'भारतीय मानक समय' for Asia/Kolkata), in the interface's language, from the
 * device's own Intl data; undefined when the device does not know the zone.
 */
export function timeZoneName(timeZone: string, locale = t.format.locale): string | undefined {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

/**
 * A time zone's long name as people say it ('India Standard Time' for Asia/Kolkata), from the
 * device's own Intl data; undefined when the device does not know the zone.
 */
export function timeZoneName(timeZone: string, locale = 'en-IN'): string | undefined {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

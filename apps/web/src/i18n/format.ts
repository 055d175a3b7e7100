/**
 * Numbers, dates and plurals in a catalogue's language. Each catalogue carries one of these as
 * `format`, so its texts and the screens format the same way: Indian digit grouping
 * (12,34,567) in both languages, month names in the catalogue's own language.
 */
export interface LocaleFormats {
  /** The BCP 47 locale: 'en-IN' or 'hi-IN'. */
  locale: string;
  /** 12,34,567 and 8.5: Indian grouping, up to two decimals. */
  number: (value: number) => string;
  /** A calendar date ('YYYY-MM-DD', or the date of an ISO timestamp): 22 Nov 2026, 22 नवंबर 2026. */
  date: (isoDate: string) => string;
  /** A month's name, 1 to 12. */
  month: (month: number) => string;
  /** November 2026, नवंबर 2026. */
  monthYear: (month: number, year: number) => string;
  /** An instant on the device's clock: 23 Nov 2026, 5:40 pm; 23 नवंबर 2026 को 17:40 बजे. */
  dateTime: (instant: string | number | Date) => string;
  /** Hours and minutes of an instant, on the 24-hour clock: 17:40. */
  time: (instant: string | number | Date) => string;
  /** The form of a word for a count, by the language's plural rules (Intl.PluralRules). */
  plural: (count: number, forms: { one: string; other: string }) => string;
}

/** A calendar date at midnight UTC, so that formatting it never shifts a day with the zone. */
const utcDay = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
const isValid = (date: Date) => !Number.isNaN(date.getTime());

/**
 * The formats of a locale. English dates read '22 Nov 2026', as the domain's `formatDate` and
 * the server's texts write them; Hindi's month abbreviations ('नव॰') are rarely written, so a
 * Hindi date spells its month out: '22 नवंबर 2026'.
 */
export function localeFormats(locale: string, dates: 'abbreviated' | 'spelled-out'): LocaleFormats {
  // Each formatter is made on first use: making all seven up front cost a phone about 80 ms
  // of its first screen (Lighthouse's 4× slower CPU), most of them for screens not yet open.
  const numbers = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  const months = once(() => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }));
  const spelledOut = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  const monthYears = once(
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  );
  // English: '23 Nov 2026, 5:40 pm'. Hindi: '23 नवंबर 2026 को 17:40 बजे', on the 24-hour
  // clock that Hindi writes (its am and pm are in Latin letters).
  const dateTimes = once(
    () =>
      new Intl.DateTimeFormat(
        locale,
        dates === 'spelled-out'
          ? {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            }
          : { dateStyle: 'medium', timeStyle: 'short' },
      ),
  );
  const times = once(
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  const plurals = once(() => new Intl.PluralRules(locale));
  const firstOf = (month: number, year = 2000) => new Date(Date.UTC(year, month - 1, 1));
  const month = (m: number) => (m >= 1 && m <= 12 ? months().format(firstOf(m)) : String(m));

  return {
    locale,
    number: (value) => numbers().format(value),
    date: (isoDate) => {
      const day = utcDay(isoDate);
      if (!isValid(day)) return isoDate;
      if (dates === 'spelled-out') return spelledOut().format(day);
      return `${day.getUTCDate()} ${month(day.getUTCMonth() + 1).slice(0, 3)} ${day.getUTCFullYear()}`;
    },
    month,
    monthYear: (m, year) =>
      m >= 1 && m <= 12 ? monthYears().format(firstOf(m, year)) : `${m}/${year}`,
    dateTime: (instant) => dateTimes().format(new Date(instant)),
    time: (instant) => times().format(new Date(instant)),
    plural: (count, forms) => (plurals().select(count) === 'one' ? forms.one : forms.other),
  };
}

/** A value made the first time it is asked for. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

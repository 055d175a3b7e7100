import type { IsoDate } from '../dates';

export const RENT_PERIODS = ['monthly', 'weekly', 'daily'] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthName = (month: number): string => MONTH_NAMES[month - 1] ?? String(month);

/** The months (1–12) whose name starts with the given text, any case: 'nov' → [11], 'ju' → [6, 7]. */
export function monthsNamed(text: string): number[] {
  const prefix = text.trim().toLowerCase();
  if (prefix.length < 2) return [];
  return MONTH_NAMES.flatMap((name, i) => (name.toLowerCase().startsWith(prefix) ? [i + 1] : []));
}

const pad = (n: number) => String(n).padStart(2, '0');

export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A calendar date from parts, the day clamped to the month's last day (31 → 28/29/30). */
export function clampedDate(year: number, month: number, day: number): IsoDate {
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

/** The month after (month, year). */
export function nextMonth(month: number, year: number): { month: number; year: number } {
  return month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year };
}

/**
 * The monthly rent after (month, year): the next month, due on the PG's due day (DESIGN.md
 * reading 5). A new tenant's first rent is due on the joining date; every later one on the
 * due day.
 */
export function nextMonthsRent(
  rent: { month: number; year: number },
  dueDay: number,
): { month: number; year: number; dueDate: IsoDate } {
  const next = nextMonth(rent.month, rent.year);
  return { ...next, dueDate: clampedDate(next.year, next.month, dueDay) };
}

/** '22 Nov 2026': how Indian users read a date. */
export function formatDate(date: IsoDate): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${day} ${monthName(month).slice(0, 3)} ${year}`;
}

/** Monthly: 'November 2026'; weekly: 'Week 47, 2026'; daily: the date. */
export function periodLabel(rent: {
  paymentPeriod: RentPeriod;
  month: number;
  year: number;
  weekNumber?: number | null;
  dueDate: IsoDate;
}): string {
  switch (rent.paymentPeriod) {
    case 'weekly':
      return `Week ${rent.weekNumber ?? '?'}, ${rent.year}`;
    case 'daily':
      return formatDate(rent.dueDate);
    default:
      return `${monthName(rent.month)} ${rent.year}`;
  }
}

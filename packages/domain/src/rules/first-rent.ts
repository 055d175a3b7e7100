import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import { daysInMonth } from './periods';

/** How the joining month is charged (the PG's `firstMonth` setting). */
export const FIRST_MONTH_RULES = ['prorated', 'full'] as const;
export type FirstMonthRule = (typeof FIRST_MONTH_RULES)[number];

const RUPEE: Paise = 100;

/**
 * The joining month's share of a monthly rent: the days from the joining date to the month's
 * end, the joining day included, over the days of that month, rounded to the rupee (half a
 * rupee up). Joining on the 1st is the whole month.
 */
export function proratedRent(monthlyRent: Paise, from: IsoDate): Paise {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const days = daysInMonth(year, month);
  const stayed = days - day + 1;
  return Math.round((monthlyRent * stayed) / days / RUPEE) * RUPEE;
}

/**
 * A new tenant's first rent: for the joining month, due on the joining date, prorated or in
 * full as the PG's rule says.
 */
export function firstRent(
  monthlyRent: Paise,
  joiningDate: IsoDate,
  rule: FirstMonthRule,
): { month: number; year: number; dueDate: IsoDate; amount: Paise } {
  const [year, month] = joiningDate.split('-').map(Number) as [number, number];
  const amount = rule === 'full' ? monthlyRent : proratedRent(monthlyRent, joiningDate);
  return { month, year, dueDate: joiningDate, amount };
}

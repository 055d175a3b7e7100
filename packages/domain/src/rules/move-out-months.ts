import type { IsoDate } from '../dates';
import type { Paise } from '../money';
import { monthOfDate as monthOf, nextMonth } from './periods';

/**
 * Which months of a stay a move-out bills without a rent record, and which it names instead:
 * a later leaving's months ahead (billed whole), and the months no rent was recorded for.
 */

/**
 * The months a preview of a later leaving bills in full beside the vacate month: those after
 * the PG's current month (and after the joining month, whose rent is the first-month rule's)
 * and before the vacate month. One that has no rent record yet is owed at the monthly rent.
 */
export function monthsAheadOfVacate(
  today: IsoDate,
  joiningDate: IsoDate,
  vacateDate: IsoDate,
): { month: number; year: number }[] {
  const start = [today, joiningDate].reduce((a, b) => (a > b ? a : b));
  const months: { month: number; year: number }[] = [];
  let { month, year } = monthOf(start);
  const vacate = monthOf(vacateDate);
  for (;;) {
    ({ month, year } = nextMonth(month, year));
    if (year * 12 + month >= vacate.year * 12 + vacate.month) return months;
    months.push({ month, year });
  }
}

/**
 * The months of a stay that no rent was recorded for (none of any period starting in them):
 * from the joining month, or the month Nivas first knew of the tenant when they joined before
 * it (a tenant brought in from a register), up to the month before the vacate month and no later
 * than the PG's current month (a later leaving's months after it are billed whole, above). The
 * statement charges none of them, as the owner may have removed a month on purpose; the preview
 * names them, so that a month forgotten is added before the tenant is moved out.
 */
export function monthsWithoutRent(stay: {
  /** A tenant who pays no rent has no month to forget. */
  monthlyRent: Paise;
  joiningDate: IsoDate;
  /**
   * The day the tenant was added to Nivas. Not their first rent: a tenant brought in from a
   * register is given one for a joining month years back, and the months since were kept there.
   */
  knownSince: IsoDate;
  vacateDate: IsoDate;
  today: IsoDate;
  /** The first day of each rent's period (the 1st of a monthly rent's month). */
  rentStarts: readonly IsoDate[];
}): { month: number; year: number }[] {
  if (stay.monthlyRent <= 0) return [];
  const index = (date: IsoDate) => {
    const { year, month } = monthOf(date);
    return year * 12 + month - 1;
  };
  const first = Math.max(index(stay.joiningDate), index(stay.knownSince));
  const last = Math.min(index(stay.vacateDate) - 1, index(stay.today));
  const recorded = new Set(stay.rentStarts.map(index));
  const months: { month: number; year: number }[] = [];
  for (let at = first; at <= last; at++) {
    if (!recorded.has(at)) months.push({ month: (at % 12) + 1, year: Math.floor(at / 12) });
  }
  return months;
}

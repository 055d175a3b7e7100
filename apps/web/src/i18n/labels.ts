import type { RentPeriod } from '@nivas/domain';
import { activeCatalogue } from './language';

/*
 * The domain's `formatDate` and `periodLabel` in the interface's language. The web app uses
 * these; the domain's English ones serve the server's texts (eslint.config.js says so).
 */

/** A calendar date: '22 Nov 2026', '22 नवंबर 2026'. */
export const formatDate = (isoDate: string): string => activeCatalogue().format.date(isoDate);

/** Monthly: 'November 2026'; weekly: 'Week 47, 2026'; daily: the date. */
export function periodLabel(rent: {
  paymentPeriod: RentPeriod;
  month: number;
  year: number;
  weekNumber?: number | null;
  dueDate: string;
}): string {
  const { format, rents } = activeCatalogue();
  switch (rent.paymentPeriod) {
    case 'weekly':
      return rents.week(rent.weekNumber ?? null, rent.year);
    case 'daily':
      return format.date(rent.dueDate);
    default:
      return format.monthYear(rent.month, rent.year);
  }
}

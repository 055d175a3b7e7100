import { addDays, type IsoDate } from '../dates';
import type { Paise } from '../money';
import { daysBetween } from './rent-status';

/** Who lived in a room, from the joining date to the leaving date (null: still there). */
export interface Stay {
  tenantId: string;
  from: IsoDate;
  to: IsoDate | null;
}

export interface MeterShare {
  tenantId: string;
  /** Days of the period the tenant lived in the room. */
  days: number;
  amount: Paise;
}

const RUPEE: Paise = 100;

/**
 * The days of a stay that fall in a meter period. The period runs from the earlier reading's
 * date up to the day before the later one's (`to − from` days): what is used on the day of a
 * reading counts in the period that starts with it. The joining day and the leaving day are
 * days stayed.
 */
export function daysInPeriod(stay: Stay, period: { from: IsoDate; to: IsoDate }): number {
  const lastDay = addDays(period.to, -1);
  const first = stay.from > period.from ? stay.from : period.from;
  const last = stay.to !== null && stay.to < lastDay ? stay.to : lastDay;
  return first > last ? 0 : daysBetween(first, last) + 1;
}

/**
 * A room's electricity between two readings shared among the tenants who lived there, in
 * proportion to the days each stayed: each share rounded to the rupee, the remainder (paise
 * included) on the longest stay, so the shares add up to the bill exactly. An empty room
 * shares nothing.
 */
export function splitMeterBill(
  bill: Paise,
  period: { from: IsoDate; to: IsoDate },
  stays: readonly Stay[],
): MeterShare[] {
  const present = stays
    .map((stay) => ({ tenantId: stay.tenantId, days: daysInPeriod(stay, period) }))
    .filter((share) => share.days > 0);
  const totalDays = present.reduce((sum, share) => sum + share.days, 0);
  if (totalDays === 0) return [];
  const shares = present.map((share) => ({
    ...share,
    amount: Math.round((bill * share.days) / totalDays / RUPEE) * RUPEE,
  }));
  // The first of the longest stays takes what rounding left over (or took too much).
  const longest = shares.reduce((best, share) => (share.days > best.days ? share : best));
  longest.amount += bill - shares.reduce((sum, share) => sum + share.amount, 0);
  return shares;
}

/** The bill for the units between two readings at the PG's rate per unit. */
export const meterBill = (units: number, ratePaise: Paise): Paise => Math.round(units * ratePaise);

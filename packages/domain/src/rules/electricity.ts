import { addDays, type IsoDate } from '../dates';
import { formatInr, paiseToRupees, type Paise } from '../money';
import { formatDate } from './periods';
import { daysBetween } from './rent-status';
import type { Stay } from './stays';

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
 * proportion to the days each stayed (a tenant who moved out and back has their stays' days
 * added together, one share): each share rounded to the rupee, the remainder (paise
 * included) on the longest stay, so the shares add up to the bill exactly. An empty room
 * shares nothing. A bill of a few rupees split many ways could round the others up past what
 * is left for the longest stay (₹1.80 over three: ₹1 + ₹1 + −₹0.20); then the others are
 * rounded down instead, so no share is ever below zero.
 */
export function splitMeterBill(
  bill: Paise,
  period: { from: IsoDate; to: IsoDate },
  stays: readonly Stay[],
): MeterShare[] {
  const daysByTenant = new Map<string, number>();
  for (const stay of stays) {
    const days = daysInPeriod(stay, period);
    daysByTenant.set(stay.tenantId, (daysByTenant.get(stay.tenantId) ?? 0) + days);
  }
  const present = [...daysByTenant]
    .map(([tenantId, days]) => ({ tenantId, days }))
    .filter((share) => share.days > 0);
  const totalDays = present.reduce((sum, share) => sum + share.days, 0);
  if (totalDays === 0) return [];
  // The first of the longest stays takes what rounding left over (or took too much).
  const longest = present.reduce(
    (best, share, i) => (share.days > present[best]!.days ? i : best),
    0,
  );
  const split = (round: (rupees: number) => number) => {
    const shares = present.map((share) => ({
      ...share,
      amount: round((bill * share.days) / totalDays / RUPEE) * RUPEE,
    }));
    shares[longest]!.amount += bill - shares.reduce((sum, share) => sum + share.amount, 0);
    return shares;
  };
  const shares = split(Math.round);
  return shares.every((share) => share.amount >= 0) ? shares : split(Math.floor);
}

/** The bill for the units between two readings at the PG's rate per unit. */
export const meterBill = (units: number, ratePaise: Paise): Paise => Math.round(units * ratePaise);

/** Units between two readings, exact to the hundredth the meter shows (no float residue). */
export const unitsBetween = (earlier: number, later: number): number =>
  (Math.round(later * 100) - Math.round(earlier * 100)) / 100;

/**
 * A reading must come after the room's last one, on a later date and not lower: a meter
 * only counts up, and a period needs days.
 */
export function meterReadingProblem(
  last: { date: IsoDate; reading: number } | null,
  next: { date: IsoDate; reading: number },
): 'METER_READING_ORDER' | null {
  if (last === null) return null;
  return next.date > last.date && next.reading >= last.reading ? null : 'METER_READING_ORDER';
}

export const meterReadingOrderMessage = (last: { date: IsoDate; reading: number }): string =>
  `A reading must be dated after ${formatDate(last.date)} and be at least ${last.reading}, the room's last reading`;

/**
 * Only a room's last reading can be undone (METER_READING_ORDER): every later period starts
 * from the one before it. Undone, it is kept, with its shares waived and the reason.
 */
export const METER_READING_NOT_LAST_MESSAGE = "Only the room's last reading can be undone";

/** A share with payments on it is not waived (CHARGE_HAS_PAYMENTS), nor its reading undone. */
export const METER_SHARE_PAID_MESSAGE =
  'A share of this reading has payments recorded: void them before undoing the reading';

export const NO_ELECTRICITY_RATE_MESSAGE =
  'Set the electricity rate per unit in settings before closing a meter period';

/**
 * What an electricity share's charge says: '120 units × ₹8.50, 21 of 51 days: ₹420' — the
 * units of the period, the rate, the tenant's days of all the days stayed, and the share.
 */
export const meterShareNote = (share: {
  units: number;
  ratePaise: Paise;
  days: number;
  totalDays: number;
  amount: Paise;
}): string =>
  `${share.units} units × ${formatInr(paiseToRupees(share.ratePaise))}, ${share.days} of ${share.totalDays} days: ${formatInr(paiseToRupees(share.amount))}`;

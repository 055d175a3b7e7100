import { addDays, type IsoDate } from '../dates';
import type { Paise } from '../money';
import { hasHappened } from './date-limits';
import { clampedDate, daysInMonth, monthName, monthOfDate as monthOf } from './periods';
import { daysBetween } from './rent-status';

/** The PG's house rules that a move-out applies (settings). */
export interface HouseRules {
  /** Days of notice a tenant gives before leaving. */
  noticeDays: number;
  /** A stay shorter than this many months pays rent up to it; 0: no minimum. */
  minStayMonths: number;
  /** A fixed cleaning charge at every move-out. */
  exitCharge: Paise;
}

export const SETTLEMENT_LINE_KINDS = [
  'rent',
  'charge',
  'notice',
  'minStay',
  'exit',
  'deduction',
] as const;
export type SettlementLineKind = (typeof SETTLEMENT_LINE_KINDS)[number];

export const EXIT_CHARGE_LABEL = 'Exit charge';

const PAID_AHEAD = ' · paid ahead';

/**
 * A credit line: money paid on a rent or a charge that a move-out takes away (a period after
 * the vacate date), named by its ledger label: 'Rent · December 2026 · paid ahead'.
 */
export const paidAheadLabel = (ledgerLabel: string): string => `${ledgerLabel}${PAID_AHEAD}`;

/** The ledger label a credit line names; null for any other line. */
export const paidAheadOf = (label: string): string | null =>
  label.endsWith(PAID_AHEAD) ? label.slice(0, -PAID_AHEAD.length) : null;

/** One line of the statement: a positive amount is owed by the tenant, a negative one is theirs. */
export interface SettlementLine {
  kind: SettlementLineKind;
  label: string;
  amount: Paise;
  /** The days a prorated, notice or minimum-stay line counts, for screens in other languages. */
  days?: number;
}

export interface Settlement {
  lines: SettlementLine[];
  depositHeld: Paise;
  /** What the PG pays back; 0 when the tenant still owes. */
  refund: Paise;
  /** What the tenant still owes after the deposit; 0 when there is a refund. */
  owed: Paise;
}

export interface MoveOutInput {
  joiningDate: IsoDate;
  noticeDate: IsoDate;
  vacateDate: IsoDate;
  monthlyRent: Paise;
  house: HouseRules;
  /**
   * What is owed besides the vacate month: unpaid rents of periods up to the vacate date (the
   * vacate month's monthly rent apart), the months before it with no rent record yet (a later
   * leaving's preview: `monthsAheadOfVacate`) and unpaid charges. Money paid for a period after
   * the vacate date (a rent or a plan's charge paid ahead, a late fee that goes with its rent)
   * comes back as a negative due (a credit).
   */
  dues: readonly { kind: 'rent' | 'charge'; label: string; amountDue: Paise }[];
  /** The rent already recorded for the vacate month, if any. */
  vacateMonthRent: { amount: Paise; amountPaid: Paise } | null;
  /** The owner's own deductions (damage, keys), each with its reason. */
  deductions: readonly { reason: string; amount: Paise }[];
  depositHeld: Paise;
}

const RUPEE: Paise = 100;
const toRupee = (paise: number): Paise => Math.round(paise / RUPEE) * RUPEE;

const lastDayOfMonth = (date: IsoDate): IsoDate => {
  const { year, month } = monthOf(date);
  return clampedDate(year, month, 31);
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Rent for `days` days from `firstDay` on (included), to the rupee: each day costs the monthly
 * rent over the days of the calendar month it falls in, so a whole month costs exactly the
 * monthly rent whatever its length, and days of March are priced as March's. The sum is kept
 * exact (a fraction of whole paise) and rounded once.
 */
export function rentForDays(monthlyRent: Paise, firstDay: IsoDate, days: number): Paise {
  // The sum as numerator / denominator, the monthly rent times a sum of (days / month length).
  let numerator = 0;
  let denominator = 1;
  let day = firstDay;
  let left = days;
  while (left > 0) {
    const { year, month } = monthOf(day);
    const length = daysInMonth(year, month);
    const inMonth = Math.min(left, daysBetween(day, lastDayOfMonth(day)) + 1);
    // numerator/denominator + inMonth/length, reduced to keep the integers small.
    numerator = numerator * length + inMonth * denominator;
    denominator *= length;
    const common = gcd(numerator, denominator);
    numerator /= common;
    denominator /= common;
    left -= inMonth;
    day = addDays(day, inMonth);
  }
  return toRupee((monthlyRent * numerator) / denominator);
}

/**
 * The vacate month's rent, prorated: the days from the 1st (or the joining date, when they
 * joined that month) to the vacate date, the vacate day included. A month with a rent record
 * is prorated from the record's amount, which is the price of the days it covers, from the
 * same first day to the month's end (a prorated or a full first month, a rent since raised or
 * lowered): staying all of them owes exactly the record. A month without one is prorated from
 * the monthly rent now.
 */
export function vacateMonthShare(
  monthlyRent: Paise,
  joiningDate: IsoDate,
  vacateDate: IsoDate,
  recordedAmount: Paise | null = null,
): { days: number; amount: Paise } {
  const { year, month } = monthOf(vacateDate);
  const monthStart = clampedDate(year, month, 1);
  const from = joiningDate > monthStart ? joiningDate : monthStart;
  const days = Math.max(0, daysBetween(from, vacateDate) + 1);
  if (recordedAmount === null) {
    return { days, amount: rentForDays(monthlyRent, from, days) };
  }
  const covered = daysBetween(from, lastDayOfMonth(vacateDate)) + 1;
  if (days >= covered) return { days, amount: recordedAmount };
  return {
    days,
    amount: Math.min(recordedAmount, toRupee((recordedAmount * days) / covered)),
  };
}

/**
 * A move-out is recorded on the day the tenant leaves, or after it: not ahead of it (it frees
 * the bed and ends the tenancy at once). A later leaving can be previewed.
 */
export const VACATE_DATE_IN_FUTURE_MESSAGE =
  'A move-out is recorded on the day the tenant leaves or after it: the vacate date cannot be after today';

/** Whether a move-out with this vacate date can be recorded today (the PG's today). */
export const canRecordMoveOutOn = (vacateDate: IsoDate, today: IsoDate): boolean =>
  hasHappened(vacateDate, today);

/** The date `months` calendar months after `date`, clamped to the month's end. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  return clampedDate(Math.floor(index / 12), (index % 12) + 1, day);
}

/**
 * Notice shortfall: the days between moving out and the end of the notice the house rules ask
 * for (notice given on `noticeDate`, running `noticeDays` days).
 */
export const noticeShortfallDays = (
  noticeDate: IsoDate,
  vacateDate: IsoDate,
  noticeDays: number,
): number => Math.max(0, daysBetween(vacateDate, addDays(noticeDate, noticeDays)));

/**
 * Minimum stay: the days after the last day already charged (the vacate date, or the end of
 * the notice period, charged as notice) up to the last day of the minimum stay counted from
 * the joining date; `from` is the first of them.
 */
export function minStayShortfall(input: {
  joiningDate: IsoDate;
  noticeDate: IsoDate;
  vacateDate: IsoDate;
  house: HouseRules;
}): { from: IsoDate; days: number } {
  const noticeEnd = addDays(input.noticeDate, input.house.noticeDays);
  const chargedThrough = noticeEnd > input.vacateDate ? noticeEnd : input.vacateDate;
  const from = addDays(chargedThrough, 1);
  if (input.house.minStayMonths <= 0) return { from, days: 0 };
  const lastRequiredDay = addDays(addMonths(input.joiningDate, input.house.minStayMonths), -1);
  return { from, days: Math.max(0, daysBetween(chargedThrough, lastRequiredDay)) };
}

export const minStayShortfallDays = (input: Parameters<typeof minStayShortfall>[0]): number =>
  minStayShortfall(input).days;

/**
 * The vacate month's share as the statement counts it: from its rent record when there is one,
 * else from the monthly rent. What the recording leaves on that month (service.ts) is this too.
 */
export const vacateMonthShareOf = (
  input: Pick<MoveOutInput, 'monthlyRent' | 'joiningDate' | 'vacateDate' | 'vacateMonthRent'>,
): { days: number; amount: Paise } =>
  vacateMonthShare(
    input.monthlyRent,
    input.joiningDate,
    input.vacateDate,
    input.vacateMonthRent?.amount ?? null,
  );

/**
 * The move-out statement, line by line: the unpaid dues, the vacate month's rent prorated to
 * the vacate date (a credit when more was paid), the notice shortfall, the minimum stay, the
 * exit charge and the owner's deductions; then the deposit held against their sum, ending in
 * a refund or an amount still owed.
 */
export function settleMoveOut(input: MoveOutInput): Settlement {
  const lines: SettlementLine[] = input.dues.map((due) => ({
    kind: due.kind,
    label: due.label,
    amount: due.amountDue,
  }));

  const { year, month } = monthOf(input.vacateDate);
  const share = vacateMonthShareOf(input);
  const paid = input.vacateMonthRent?.amountPaid ?? 0;
  const vacateMonthLine = share.amount - paid;
  if (vacateMonthLine !== 0) {
    lines.push({
      kind: 'rent',
      label: `Rent · ${monthName(month)} ${year}, ${share.days} days to the vacate date`,
      amount: vacateMonthLine,
      days: share.days,
    });
  }

  // The days short are those after the vacate date: each priced in its own month.
  const noticeDays = noticeShortfallDays(
    input.noticeDate,
    input.vacateDate,
    input.house.noticeDays,
  );
  if (noticeDays > 0) {
    lines.push({
      kind: 'notice',
      label: `Notice short by ${noticeDays} days (${input.house.noticeDays} days required)`,
      amount: rentForDays(input.monthlyRent, addDays(input.vacateDate, 1), noticeDays),
      days: noticeDays,
    });
  }

  const minStay = minStayShortfall(input);
  if (minStay.days > 0) {
    lines.push({
      kind: 'minStay',
      label: `Minimum stay of ${input.house.minStayMonths} months: ${minStay.days} days short`,
      amount: rentForDays(input.monthlyRent, minStay.from, minStay.days),
      days: minStay.days,
    });
  }

  if (input.house.exitCharge > 0) {
    lines.push({ kind: 'exit', label: EXIT_CHARGE_LABEL, amount: input.house.exitCharge });
  }
  for (const deduction of input.deductions) {
    lines.push({ kind: 'deduction', label: deduction.reason, amount: deduction.amount });
  }

  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const balance = input.depositHeld - total;
  return {
    lines,
    depositHeld: input.depositHeld,
    refund: Math.max(0, balance),
    owed: Math.max(0, -balance),
  };
}

/** Why a move-out cannot be recorded with these dates; null when it can. */
export function moveOutDatesProblem(dates: {
  joiningDate: IsoDate;
  noticeDate: IsoDate;
  vacateDate: IsoDate;
}): string | null {
  if (dates.vacateDate < dates.joiningDate) return 'Vacate date cannot be before the joining date';
  if (dates.noticeDate > dates.vacateDate) return 'Notice date cannot be after the vacate date';
  return null;
}

/** The day the deposit's refund is due by: the house rules' refund days after the vacate date. */
export const refundDueBy = (vacateDate: IsoDate, depositRefundDays: number): IsoDate =>
  addDays(vacateDate, depositRefundDays);

import { addDays, type IsoDate } from '../dates';
import type { Paise } from '../money';
import { clampedDate, daysInMonth, monthName } from './periods';
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
   * Unpaid rents of periods up to the vacate date (the vacate month's monthly rent apart) and
   * unpaid charges; a rent paid for a period after the vacate date comes back as a negative
   * due (a credit).
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

const monthOf = (date: IsoDate) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, month };
};

/** Rent for `days` days at the monthly rent of the month `date` falls in, to the rupee. */
export const rentForDays = (monthlyRent: Paise, days: number, date: IsoDate): Paise => {
  const { year, month } = monthOf(date);
  return toRupee((monthlyRent * days) / daysInMonth(year, month));
};

/**
 * The vacate month's rent, prorated: the days from the 1st (or the joining date, when they
 * joined that month) to the vacate date, the vacate day included.
 */
export function vacateMonthShare(
  monthlyRent: Paise,
  joiningDate: IsoDate,
  vacateDate: IsoDate,
): { days: number; amount: Paise } {
  const { year, month } = monthOf(vacateDate);
  const monthStart = clampedDate(year, month, 1);
  const from = joiningDate > monthStart ? joiningDate : monthStart;
  const days = Math.max(0, daysBetween(from, vacateDate) + 1);
  return { days, amount: rentForDays(monthlyRent, days, vacateDate) };
}

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
 * the joining date.
 */
export function minStayShortfallDays(input: {
  joiningDate: IsoDate;
  noticeDate: IsoDate;
  vacateDate: IsoDate;
  house: HouseRules;
}): number {
  if (input.house.minStayMonths <= 0) return 0;
  const lastRequiredDay = addDays(addMonths(input.joiningDate, input.house.minStayMonths), -1);
  const noticeEnd = addDays(input.noticeDate, input.house.noticeDays);
  const chargedThrough = noticeEnd > input.vacateDate ? noticeEnd : input.vacateDate;
  return Math.max(0, daysBetween(chargedThrough, lastRequiredDay));
}

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
  const share = vacateMonthShare(input.monthlyRent, input.joiningDate, input.vacateDate);
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

  const noticeDays = noticeShortfallDays(
    input.noticeDate,
    input.vacateDate,
    input.house.noticeDays,
  );
  if (noticeDays > 0) {
    lines.push({
      kind: 'notice',
      label: `Notice short by ${noticeDays} days (${input.house.noticeDays} days required)`,
      amount: rentForDays(input.monthlyRent, noticeDays, input.vacateDate),
      days: noticeDays,
    });
  }

  const minStayDays = minStayShortfallDays(input);
  if (minStayDays > 0) {
    lines.push({
      kind: 'minStay',
      label: `Minimum stay of ${input.house.minStayMonths} months: ${minStayDays} days short`,
      amount: rentForDays(input.monthlyRent, minStayDays, input.vacateDate),
      days: minStayDays,
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

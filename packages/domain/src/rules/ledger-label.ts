import type { ChargeKind } from '../contracts/charges';
import type { IsoDate } from '../dates';
import { CHARGE_KIND_NAMES } from './charges';
import { EXIT_CHARGE_LABEL, paidAheadOf } from './move-out';
import { MONTH_NAMES, type RentPeriod } from './periods';

/**
 * What a payment or a statement line is for, read back from the English label the ledger
 * keeps with it (`rentPaymentLabel`, `chargeLabel`: 'Rent · November 2026', 'Electricity · 1 Nov
 * 2026'), so that a screen in another language can say it in its own words. The label is kept
 * as written because the rent or charge it names may be gone.
 */
export type LedgerLabel =
  | {
      kind: 'rent';
      paymentPeriod: RentPeriod;
      month: number;
      year: number;
      weekNumber: number | null;
      /** A daily rent's day; for the other periods, the period's first day. */
      dueDate: IsoDate;
    }
  | { kind: 'charge'; chargeKind: ChargeKind; date: IsoDate };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'November' → 11; 0 for a word that names no month. */
const monthNumber = (name: string) => (MONTH_NAMES as readonly string[]).indexOf(name) + 1;

/** '1 Nov 2026' (formatDate) → '2026-11-01'. */
function readDate(text: string): IsoDate | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(text);
  if (!match) return null;
  const month = MONTH_NAMES.findIndex((name) => name.startsWith(match[2]!)) + 1;
  return month > 0 ? `${match[3]}-${pad(month)}-${pad(Number(match[1]))}` : null;
}

function readRentPeriod(text: string): LedgerLabel | null {
  const monthly = /^([A-Z][a-z]+) (\d{4})$/.exec(text);
  const month = monthly ? monthNumber(monthly[1]!) : 0;
  if (monthly && month > 0) {
    const year = Number(monthly[2]);
    const dueDate = `${year}-${pad(month)}-01`;
    return { kind: 'rent', paymentPeriod: 'monthly', month, year, weekNumber: null, dueDate };
  }
  const weekly = /^Week (\d+|\?), (\d{4})$/.exec(text);
  if (weekly) {
    const year = Number(weekly[2]);
    const weekNumber = weekly[1] === '?' ? null : Number(weekly[1]);
    return {
      kind: 'rent',
      paymentPeriod: 'weekly',
      month: 1,
      year,
      weekNumber,
      dueDate: `${year}-01-01`,
    };
  }
  const day = readDate(text);
  if (!day) return null;
  const [year, dayMonth] = day.split('-').map(Number) as [number, number];
  return {
    kind: 'rent',
    paymentPeriod: 'daily',
    month: dayMonth,
    year,
    weekNumber: null,
    dueDate: day,
  };
}

export function readLedgerLabel(label: string): LedgerLabel | null {
  const [what, when, ...rest] = label.split(' · ');
  if (!what || !when || rest.length > 0) return null;
  if (what === 'Rent') return readRentPeriod(when);
  const chargeKind = (Object.keys(CHARGE_KIND_NAMES) as ChargeKind[]).find(
    (kind) => CHARGE_KIND_NAMES[kind] === what,
  );
  const date = readDate(when);
  return chargeKind && date ? { kind: 'charge', chargeKind, date } : null;
}

/** A line of a move-out statement (`settleMoveOut`), read back from its English label. */
export type SettlementLabel =
  | LedgerLabel
  | { kind: 'vacateMonth'; month: number; year: number; days: number }
  | { kind: 'notice'; days: number; requiredDays: number }
  | { kind: 'minStay'; months: number; days: number }
  | { kind: 'exit' }
  /** Money paid on a rent or a charge of a period after the vacate date, credited. */
  | { kind: 'paidAhead'; due: LedgerLabel };

/**
 * The statement's own lines (the vacate month's share, the notice and minimum-stay shortfalls,
 * the exit charge), the dues it names by their ledger labels and the credits for what was paid
 * ahead. A deduction's label is the owner's own reason: not read here.
 */
export function readSettlementLabel(label: string): SettlementLabel | null {
  const vacate = /^Rent · ([A-Z][a-z]+) (\d{4}), (\d+) days to the vacate date$/.exec(label);
  const month = vacate ? monthNumber(vacate[1]!) : 0;
  if (vacate && month > 0) {
    return { kind: 'vacateMonth', month, year: Number(vacate[2]), days: Number(vacate[3]) };
  }
  const notice = /^Notice short by (\d+) days \((\d+) days required\)$/.exec(label);
  if (notice) return { kind: 'notice', days: Number(notice[1]), requiredDays: Number(notice[2]) };
  const minStay = /^Minimum stay of (\d+) months: (\d+) days short$/.exec(label);
  if (minStay) return { kind: 'minStay', months: Number(minStay[1]), days: Number(minStay[2]) };
  if (label === EXIT_CHARGE_LABEL) return { kind: 'exit' };
  const ahead = paidAheadOf(label);
  const due = ahead === null ? null : readLedgerLabel(ahead);
  if (due) return { kind: 'paidAhead', due };
  return readLedgerLabel(label);
}

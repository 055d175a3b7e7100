import type { ChargeKind } from '../contracts/charges';
import type { IsoDate } from '../dates';
import { CHARGE_KIND_NAMES } from './charges';
import { HINDI_MONTH_NAMES, monthName, periodLabel, type RentPeriod } from './periods';
import type { TenantLanguage } from './tenant-language';

/**
 * What a tenant reads of their dues, in their language: the month, the date, what a payment
 * was for and how it was paid. Receipts, reminders and the tenant's own link use these; the
 * owner's screens keep their catalogue's words.
 */

const HINDI_CHARGE_KINDS: Record<ChargeKind, string> = {
  electricity: 'बिजली',
  water: 'पानी',
  mess: 'मेस',
  laundry: 'कपड़ों की धुलाई',
  maintenance: 'रखरखाव',
  lateFee: 'लेट फ़ीस',
  damage: 'टूट-फूट',
  other: 'अन्य',
};

/** The payment methods of the ledger (PAYMENT_METHODS) as a tenant reads them. */
const HINDI_METHODS: Record<string, string> = {
  Cash: 'नकद',
  UPI: 'UPI',
  'Bank Transfer': 'बैंक ट्रांसफ़र',
  Cheque: 'चेक',
  Other: 'अन्य',
};

export const monthNameIn = (month: number, language: TenantLanguage): string =>
  language === 'hi' ? (HINDI_MONTH_NAMES[month - 1] ?? String(month)) : monthName(month);

/** '5 Nov 2026' or '5 नवंबर 2026'. */
export function formatDateIn(date: IsoDate, language: TenantLanguage): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const name = language === 'hi' ? monthNameIn(month, 'hi') : monthName(month).slice(0, 3);
  return `${day} ${name} ${year}`;
}

/** What names a rent's period. */
export interface RentPeriodFields {
  paymentPeriod: RentPeriod;
  month: number;
  year: number;
  weekNumber?: number | null;
  dueDate: IsoDate;
}

/** What a due is, enough to name it in any language: a rent's period, or a charge's kind and date. */
export type DueDescription =
  | { kind: 'rent'; rent: RentPeriodFields }
  | { kind: 'charge'; charge: { kind: ChargeKind; date: IsoDate } };

/** What a rent is for: 'November 2026' / 'नवंबर 2026'; a week or a day as the period says. */
export function rentPeriodIn(rent: RentPeriodFields, language: TenantLanguage): string {
  if (language === 'en') return periodLabel(rent);
  switch (rent.paymentPeriod) {
    case 'weekly':
      return `हफ़्ता ${rent.weekNumber ?? '?'}, ${rent.year}`;
    case 'daily':
      return formatDateIn(rent.dueDate, 'hi');
    default:
      return `${monthNameIn(rent.month, 'hi')} ${rent.year}`;
  }
}

export const chargeKindIn = (kind: ChargeKind, language: TenantLanguage): string =>
  language === 'hi' ? HINDI_CHARGE_KINDS[kind] : CHARGE_KIND_NAMES[kind];

/**
 * One due in a line, as the ledger's English labels write it ('Rent · November 2026',
 * 'Electricity · 20 Nov 2026') or in Hindi ('किराया · नवंबर 2026', 'बिजली · 20 नवंबर 2026').
 */
export function dueLabelIn(due: DueDescription, language: TenantLanguage): string {
  if (due.kind === 'rent') {
    return `${language === 'hi' ? 'किराया' : 'Rent'} · ${rentPeriodIn(due.rent, language)}`;
  }
  return `${chargeKindIn(due.charge.kind, language)} · ${formatDateIn(due.charge.date, language)}`;
}

export const paymentMethodIn = (method: string, language: TenantLanguage): string =>
  language === 'hi' ? (HINDI_METHODS[method] ?? method) : method;

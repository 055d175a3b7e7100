import { readLedgerLabel, type LedgerLabel } from '@nivas/domain';
import { formatDate, periodLabel, t } from '@/i18n';

/**
 * What a payment or a statement line is for, in the interface's words: the ledger keeps it as
 * an English label ('Rent · November 2026'), read back by the domain; anything it cannot read
 * is shown as kept.
 */
export function ledgerLabelText(label: string): string {
  const read = readLedgerLabel(label);
  return read ? ledgerLabelWords(read) : label;
}

/** A label the domain has read, in the interface's words. */
export const ledgerLabelWords = (read: LedgerLabel): string =>
  read.kind === 'rent'
    ? t.charges.rentLabel(periodLabel(read))
    : t.charges.title(t.charges.kinds[read.chargeKind], formatDate(read.date));

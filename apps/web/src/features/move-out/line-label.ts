import { readSettlementLabel, type SettlementLine } from '@nivas/domain';
import { ledgerLabelText, ledgerLabelWords } from '@/components/payments/ledger-label';
import { t } from '@/i18n';

/**
 * A statement line in the interface's words. The statement keeps its lines as the domain wrote
 * them in English; the domain reads them back, and a line it cannot read is shown as kept.
 */
export function settlementLineText(line: Pick<SettlementLine, 'kind' | 'label'>): string {
  const text = t.moveOut.statement;
  if (line.kind === 'deduction') return text.deduction(line.label);
  const read = readSettlementLabel(line.label);
  switch (read?.kind) {
    case 'vacateMonth':
      return text.lines.vacateMonth(t.format.monthYear(read.month, read.year), read.days);
    case 'notice':
      return text.lines.notice(read.days, read.requiredDays);
    case 'minStay':
      return text.lines.minStay(read.months, read.days);
    case 'exit':
      return text.lines.exit;
    case 'paidAhead':
      return text.lines.paidAhead(ledgerLabelWords(read.due));
    default:
      return ledgerLabelText(line.label);
  }
}

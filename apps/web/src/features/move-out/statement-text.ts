import { formatInr, type MoveOut } from '@nivas/domain';
import { formatDate, t } from '@/i18n';
import { settlementLineText } from './line-label';

const text = t.moveOut.statement;

export interface StatementParties {
  pgName: string;
  tenantName: string;
  room: string | null;
}

/** The statement as plain text, for sharing in a message when there is no PDF to send. */
export function statementText(moveOut: MoveOut, parties: StatementParties): string {
  const lines = moveOut.lines.map((line) => {
    const label = settlementLineText(line);
    const amount = line.amount < 0 ? text.credit(formatInr(-line.amount)) : formatInr(line.amount);
    return `${label}: ${amount}`;
  });
  const result =
    moveOut.refund > 0
      ? `${text.refund}: ${formatInr(moveOut.refund)}`
      : moveOut.owed > 0
        ? `${text.owed}: ${formatInr(moveOut.owed)}`
        : `${text.settled}: ${formatInr(0)}`;
  return [
    `${text.title} · ${parties.pgName}`,
    [parties.tenantName, parties.room].filter(Boolean).join(' · '),
    `${text.noticeDate}: ${formatDate(moveOut.noticeDate)}`,
    `${text.vacateDate}: ${formatDate(moveOut.vacateDate)}`,
    '',
    ...lines,
    '',
    `${text.depositHeld}: ${formatInr(moveOut.depositHeld)}`,
    result,
  ].join('\n');
}

import { paiseToRupees, type MoveOut, type Settlement, type SettlementAnswer } from '@nivas/domain';
import type { MoveOutRow } from '../../db/schema';
import type { RecordedStatement } from './service';

/** A statement in rupees. */
export const toApiSettlement = (settlement: Settlement): SettlementAnswer => ({
  lines: settlement.lines.map((line) => ({ ...line, amount: paiseToRupees(line.amount) })),
  depositHeld: paiseToRupees(settlement.depositHeld),
  refund: paiseToRupees(settlement.refund),
  owed: paiseToRupees(settlement.owed),
});

/** A recorded move-out, as the printable statement reads it. */
export function toApiMoveOut(row: MoveOutRow): MoveOut {
  const recorded = row.statement as RecordedStatement;
  return {
    ...toApiSettlement(recorded.settlement),
    noticeDate: row.noticeDate,
    vacateDate: row.vacateDate,
    refundBy: recorded.refundBy,
    refundMethod: recorded.refundMethod,
    refundReference: recorded.refundReference,
    recordedAt: row.recordedAt.toISOString(),
  };
}

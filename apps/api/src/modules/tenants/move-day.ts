import { DATE_IN_FUTURE_MESSAGE, moveDateProblem, type IsoDate } from '@nivas/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roomStays } from '../../db/schema';
import { AppError } from '../../errors';
import { lastReadingsIn } from '../meter/service';
import { businessDate } from '../rents/service';

/**
 * The day an active tenant's move from one room to another counts from in `room_stays`: the
 * day given with the edit (`movedOn`), checked by the domain's rule (rules/stays.ts
 * moveDateProblem), or null for today. A tenant whose present stay has not begun (entered
 * ahead of their joining date) has their room corrected, not changed: a day given is not read.
 * Both rooms are locked by then (the tenant's lock covers the room they leave, `lockRoom` the
 * one they take), so no reading of either slips in between the check and the move.
 */
export async function moveDayOf(
  tx: Database,
  adminId: string,
  move: { tenantId: string; fromRoomId: string; toRoomId: string },
  given: string | null | undefined,
  settings: { timeZone: string; today: IsoDate },
): Promise<IsoDate | null> {
  if (!given) return null;
  const movedOn = businessDate(given, 'Moved on', settings.timeZone);
  const [stay] = await tx
    .select({ from: roomStays.fromDate })
    .from(roomStays)
    .where(and(eq(roomStays.tenantId, move.tenantId), isNull(roomStays.toDate)));
  if (!stay || stay.from > settings.today) return null;
  const lastReadings = await lastReadingsIn(tx, adminId, [move.fromRoomId, move.toRoomId]);
  const problem = moveDateProblem(movedOn, {
    today: settings.today,
    stayFrom: stay.from,
    lastReadings,
  });
  if (problem?.code === 'DATE_IN_FUTURE') {
    throw new AppError('DATE_IN_FUTURE', DATE_IN_FUTURE_MESSAGE);
  }
  if (problem?.code === 'BEFORE_STAY') throw new AppError('INVALID_INPUT', problem.message);
  if (problem?.code === 'BEFORE_READING') {
    throw new AppError('MOVE_BEFORE_READING', problem.message);
  }
  return movedOn;
}

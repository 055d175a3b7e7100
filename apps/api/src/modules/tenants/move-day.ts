import {
  DATE_IN_FUTURE_MESSAGE,
  moveDateProblem,
  returnDateProblem,
  type IsoDate,
} from '@nivas/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roomStays } from '../../db/schema';
import { AppError } from '../../errors';
import { lastReadingsIn } from '../meter/queries';
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
  refuseIf(moveDateProblem(movedOn, { today: settings.today, stayFrom: stay.from, lastReadings }));
  return movedOn;
}

/**
 * The day a tenant who left is counted back in a room from, when made active again: the day
 * given with the edit (`movedOn`), checked by the domain's rule (rules/stays.ts
 * returnDateProblem: not before the day they left nor the room's last meter reading), or
 * null for today. The room is locked by then (`assertBedAvailable` takes its lock).
 */
export async function returnDayOf(
  tx: Database,
  adminId: string,
  back: { roomId: string; leavingDate: IsoDate | null },
  given: string | null | undefined,
  settings: { timeZone: string; today: IsoDate },
): Promise<IsoDate | null> {
  if (!given) return null;
  const returnedOn = businessDate(given, 'Returned on', settings.timeZone);
  refuseIf(
    returnDateProblem(returnedOn, {
      today: settings.today,
      leavingDate: back.leavingDate,
      lastReadings: await lastReadingsIn(tx, adminId, [back.roomId]),
    }),
  );
  return returnedOn;
}

/**
 * A day a stay cannot start on, as the API answers it: 400 for a day ahead or before what the
 * tenant's stays allow, 409 for a day whose electricity a reading has already shared.
 */
function refuseIf(
  problem: ReturnType<typeof moveDateProblem> | ReturnType<typeof returnDateProblem>,
): void {
  if (!problem) return;
  if (problem.code === 'DATE_IN_FUTURE') {
    throw new AppError('DATE_IN_FUTURE', DATE_IN_FUTURE_MESSAGE);
  }
  if (problem.code === 'BEFORE_READING') throw new AppError('MOVE_BEFORE_READING', problem.message);
  throw new AppError('INVALID_INPUT', problem.message);
}

import { addDays, type IsoDate } from '../dates';
import { formatDate } from './periods';
import { hasHappened } from './date-limits';

/**
 * Where a tenant lived: one room from the first day to the last (null: still there). A tenant
 * who moved has a stay for each room; the meter split reads a room's stays, so each room's
 * electricity is shared by the days each tenant actually lived in it.
 */
export interface Stay {
  tenantId: string;
  from: IsoDate;
  to: IsoDate | null;
}

/**
 * The last day of a stay ended by a move on `day`, to another room or off the bed: the day
 * before, since the day of a move counts in the room moved to and no day counts in two rooms.
 * A stay that began on the day of the move has no last day (null: it is dropped): the room was
 * corrected, not lived in.
 */
export const lastDayBeforeMove = (stayFrom: IsoDate, day: IsoDate): IsoDate | null =>
  stayFrom < day ? addDays(day, -1) : null;

/**
 * The last day of a stay once its tenant has left: the leaving day at the latest, a day stayed
 * (as rents and the meter count it); a stay that ended before keeps its end. A stay begun after
 * the leaving day (a move recorded later than the day given for leaving) is dropped (null).
 */
export const lastDayOnLeaving = (
  stay: { from: IsoDate; to: IsoDate | null },
  leavingDate: IsoDate,
): IsoDate | null => {
  if (stay.from > leavingDate) return null;
  return stay.to !== null && stay.to < leavingDate ? stay.to : leavingDate;
};

/**
 * Why an active tenant's move to another room cannot be dated `movedOn`, or null. It has
 * happened (today or before); it is not before the day their present stay began (that day: the
 * room was corrected); and it is not before either room's last meter reading, whose period is
 * already shared by where everyone lived then.
 */
export function moveDateProblem(
  movedOn: IsoDate,
  at: {
    today: IsoDate;
    /** The present stay's first day. */
    stayFrom: IsoDate;
    lastReadings: readonly { roomNumber: string; date: IsoDate }[];
  },
):
  | { code: 'DATE_IN_FUTURE' }
  | { code: 'BEFORE_STAY'; message: string }
  | { code: 'BEFORE_READING'; message: string }
  | null {
  if (!hasHappened(movedOn, at.today)) return { code: 'DATE_IN_FUTURE' };
  if (movedOn < at.stayFrom) {
    const message = `Moved on cannot be before they came to their present room (${formatDate(at.stayFrom)})`;
    return { code: 'BEFORE_STAY', message };
  }
  return readingProblem('Moved on', movedOn, at.lastReadings);
}

/**
 * Why a tenant who left cannot be counted back in a room from `returnedOn`, or null. It has
 * happened (today or before); it is not before the day they left (back on that day, as when a
 * leaving is undone, their stay before ends the day before: no day counts twice); and it is
 * not before the room's last meter reading, whose period is already shared by who lived there
 * then.
 */
export function returnDateProblem(
  returnedOn: IsoDate,
  at: {
    today: IsoDate;
    /** The day they left; null for a tenant who left before leaving days were kept. */
    leavingDate: IsoDate | null;
    lastReadings: readonly { roomNumber: string; date: IsoDate }[];
  },
):
  | { code: 'DATE_IN_FUTURE' }
  | { code: 'BEFORE_LEAVING'; message: string }
  | { code: 'BEFORE_READING'; message: string }
  | null {
  if (!hasHappened(returnedOn, at.today)) return { code: 'DATE_IN_FUTURE' };
  if (at.leavingDate !== null && returnedOn < at.leavingDate) {
    const message = `Returned on cannot be before the day they left (${formatDate(at.leavingDate)})`;
    return { code: 'BEFORE_LEAVING', message };
  }
  return readingProblem('Returned on', returnedOn, at.lastReadings);
}

function readingProblem(
  label: string,
  day: IsoDate,
  lastReadings: readonly { roomNumber: string; date: IsoDate }[],
): { code: 'BEFORE_READING'; message: string } | null {
  const read = lastReadings.find((reading) => day < reading.date);
  if (!read) return null;
  const message = `${label} cannot be before Room ${read.roomNumber}'s last meter reading (${formatDate(read.date)}): its electricity up to then is already shared`;
  return { code: 'BEFORE_READING', message };
}

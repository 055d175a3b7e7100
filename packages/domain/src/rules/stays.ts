import { addDays, type IsoDate } from '../dates';

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

import { lastDayBeforeMove, lastDayOnLeaving, type IsoDate, type Stay } from '@nivas/domain';
import { and, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { roomStays } from '../../db/schema';

/**
 * Where each tenant lived, room by room (`room_stays`), kept by the tenant writes under the
 * tenant's lock so the meter split can share a room's electricity by the days each tenant
 * lived in it. The rules of a stay's last day are the domain's (rules/stays.ts).
 */

/** A stay from `from` in the room the tenant has just taken. */
export async function openStay(
  tx: Database,
  adminId: string,
  stay: { tenantId: string; roomId: string; from: IsoDate },
): Promise<void> {
  await tx.insert(roomStays).values({
    adminId,
    tenantId: stay.tenantId,
    roomId: stay.roomId,
    fromDate: stay.from,
  });
}

/** Ends the tenant's open stay with `lastDay(from)`, or drops it where that is null. */
async function endOpenStay(
  tx: Database,
  tenantId: string,
  lastDay: (from: IsoDate) => IsoDate | null,
): Promise<void> {
  const [open] = await tx
    .select({ id: roomStays.id, from: roomStays.fromDate })
    .from(roomStays)
    .where(and(eq(roomStays.tenantId, tenantId), isNull(roomStays.toDate)));
  if (!open) return;
  const to = lastDay(open.from);
  if (to === null) await tx.delete(roomStays).where(eq(roomStays.id, open.id));
  else await tx.update(roomStays).set({ toDate: to }).where(eq(roomStays.id, open.id));
}

/** The tenant moves on `day`, to another room (opened here) or off their bed (`roomId` null). */
export async function moveStay(
  tx: Database,
  adminId: string,
  move: { tenantId: string; roomId: string | null; day: IsoDate },
): Promise<void> {
  await endOpenStay(tx, move.tenantId, (from) => lastDayBeforeMove(from, move.day));
  if (move.roomId) {
    await openStay(tx, adminId, { tenantId: move.tenantId, roomId: move.roomId, from: move.day });
  }
}

/**
 * The tenant leaves on `leavingDate`: no stay of theirs runs past it, and one begun after it
 * is dropped (a leaving date given earlier than a move already recorded).
 */
export async function endStaysOnLeaving(
  tx: Database,
  tenantId: string,
  leavingDate: IsoDate,
): Promise<void> {
  const stays = await tx
    .select({ id: roomStays.id, from: roomStays.fromDate, to: roomStays.toDate })
    .from(roomStays)
    .where(eq(roomStays.tenantId, tenantId));
  for (const stay of stays) {
    const to = lastDayOnLeaving(stay, leavingDate);
    if (to === null) await tx.delete(roomStays).where(eq(roomStays.id, stay.id));
    else if (to !== stay.to) {
      await tx.update(roomStays).set({ toDate: to }).where(eq(roomStays.id, stay.id));
    }
  }
}

/**
 * A tenant who left comes back on `day`: a stay of theirs that reaches that day (back on the
 * day they left, a leaving undone) ends the day before, or is dropped if it began on it, so
 * that no day counts twice (rules/stays.ts).
 */
async function endStaysBeforeReturn(tx: Database, tenantId: string, day: IsoDate): Promise<void> {
  const reaching = await tx
    .select({ id: roomStays.id, from: roomStays.fromDate })
    .from(roomStays)
    .where(and(eq(roomStays.tenantId, tenantId), gte(roomStays.toDate, day)));
  for (const stay of reaching) {
    const to = lastDayBeforeMove(stay.from, day);
    if (to === null) await tx.delete(roomStays).where(eq(roomStays.id, stay.id));
    else await tx.update(roomStays).set({ toDate: to }).where(eq(roomStays.id, stay.id));
  }
}

/**
 * A corrected joining date moves the start of the stay that began on the old one, as long as
 * it still starts before that stay ends.
 */
async function followJoiningDate(
  tx: Database,
  tenantId: string,
  joining: { was: IsoDate; now: IsoDate },
): Promise<void> {
  if (joining.was === joining.now) return;
  await tx
    .update(roomStays)
    .set({ fromDate: joining.now })
    .where(
      and(
        eq(roomStays.tenantId, tenantId),
        eq(roomStays.fromDate, joining.was),
        or(isNull(roomStays.toDate), gte(roomStays.toDate, joining.now)),
      ),
    );
}

/**
 * Where the tenant lives, as an edit changes it (`room_stays`, read by the meter split):
 * leaving ends their stay on the leaving day; a move to another room counts from the day it
 * was made (`movedOn`, checked by move-day.ts) or today, one off their bed from today, a return
 * from the day given (`movedOn`) or today (each from a joining date still ahead); a corrected
 * joining date moves the start of the stay that began on the old one.
 */
export async function recordStays(
  tx: Database,
  adminId: string,
  tenantId: string,
  change: {
    before: { active: boolean; roomId: string | null; joiningDate: string };
    after: { active: boolean; roomId: string | null; joiningDate: string };
    leavingDate: string | null;
    movedOn: string | null;
    today: string;
  },
) {
  const { before, after } = change;
  if (change.leavingDate) return endStaysOnLeaving(tx, tenantId, change.leavingDate);
  if (!after.active) return;
  if (before.active) {
    await followJoiningDate(tx, tenantId, { was: before.joiningDate, now: after.joiningDate });
  }
  const wasIn = before.active ? before.roomId : null;
  if (wasIn === after.roomId) return;
  const day =
    after.joiningDate > change.today ? after.joiningDate : (change.movedOn ?? change.today);
  if (!before.active) await endStaysBeforeReturn(tx, tenantId, day);
  await moveStay(tx, adminId, { tenantId, roomId: after.roomId, day });
}

/** The stays in a room with a day in the period from `from` up to the day before `to`. */
export function staysInRoom(
  tx: Database,
  adminId: string,
  roomId: string,
  period: { from: IsoDate; to: IsoDate },
): Promise<Stay[]> {
  return tx
    .select({ tenantId: roomStays.tenantId, from: roomStays.fromDate, to: roomStays.toDate })
    .from(roomStays)
    .where(
      and(
        eq(roomStays.adminId, adminId),
        eq(roomStays.roomId, roomId),
        lt(roomStays.fromDate, period.to),
        or(isNull(roomStays.toDate), gte(roomStays.toDate, period.from)),
      ),
    );
}

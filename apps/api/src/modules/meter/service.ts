import {
  METER_READING_NOT_LAST_MESSAGE,
  METER_SHARE_PAID_MESSAGE,
  meterBill,
  meterReadingOrderMessage,
  meterReadingProblem,
  meterShareNote,
  NO_ELECTRICITY_RATE_MESSAGE,
  nextDueDayOnOrAfter,
  splitMeterBill,
  unitsBetween,
  type MeterReadingBody,
} from '@nivas/domain';
import { and, desc, eq, gt, gte, inArray, isNull, or } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { charges, meterReadings, roomStays, tenants } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { insertCharge } from '../charges/service';
import { happenedOn } from '../rents/service';
import { lockRoom } from '../rooms/service';
import type { RuleSettings } from '../settings/rules';
import { staysInRoom } from '../tenants/stays';
import { lastReadingDate, readingViews, standingIn, type MeterReadingView } from './queries';

/**
 * A room's electricity meter: each reading after the first closes a period, whose units at
 * the PG's rate are shared among the tenants who lived in the room in it, by the days each
 * stayed (the domain's `splitMeterBill`), each share an electricity charge.
 */

/** Locks tenants `for key share`: a reading's tenants before its room, as every tenant write. */
const lockTenants = (tx: Database, adminId: string, ids: string[]) =>
  tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.adminId, adminId), inArray(tenants.id, ids)))
    .for('key share');

/**
 * POST /rooms/{id}/meter-readings, one transaction: the tenants who lived in the room since its
 * last reading (`room_stays`) are locked first (`for key share`, the lock order of every
 * tenant write: the tenant, then the room), then the room (`for update`), so readings of one
 * room never interleave and nobody joins, moves or leaves while the period is shared; the
 * period's stays are then read, and anyone who came in between is locked too. A reading is
 * dated today or before (DATE_IN_FUTURE) and must come after the last one
 * (METER_READING_ORDER); closing a period needs the PG's rate
 * (NO_ELECTRICITY_RATE). Each share more than zero is
 * an electricity charge dated the reading's day, due on the PG's next due day.
 */
export async function recordMeterReading(
  db: Database,
  adminId: string,
  roomId: string,
  body: MeterReadingBody,
  settings: Pick<RuleSettings, 'timeZone' | 'today' | 'dueDay' | 'electricityRatePaise'>,
): Promise<MeterReadingView> {
  if (!isUuid(roomId)) throw notFound('Room');
  const date = happenedOn(body.date, settings);
  const readingId = await db.transaction(async (tx) => {
    const sinceLastReading = await tx
      .select({ id: roomStays.tenantId })
      .from(roomStays)
      .where(
        and(
          eq(roomStays.adminId, adminId),
          eq(roomStays.roomId, roomId),
          or(isNull(roomStays.toDate), gte(roomStays.toDate, lastReadingDate(roomId))),
        ),
      );
    const locked = await lockTenants(
      tx,
      adminId,
      sinceLastReading.map((row) => row.id),
    );
    await lockRoom(tx, adminId, roomId);
    const [last] = await tx
      .select()
      .from(meterReadings)
      .where(standingIn(roomId))
      .orderBy(desc(meterReadings.date))
      .limit(1);
    const next = { date, reading: body.reading };
    if (meterReadingProblem(last ?? null, next)) {
      throw new AppError('METER_READING_ORDER', meterReadingOrderMessage(last!));
    }
    const ratePaise = settings.electricityRatePaise;
    if (last && ratePaise <= 0) {
      throw new AppError('NO_ELECTRICITY_RATE', NO_ELECTRICITY_RATE_MESSAGE);
    }
    const units = last ? unitsBetween(last.reading, body.reading) : 0;
    const bill = last ? meterBill(units, ratePaise) : null;
    const [reading] = await tx
      .insert(meterReadings)
      .values({
        adminId,
        roomId,
        date,
        reading: body.reading,
        ratePaise: last ? ratePaise : null,
        billPaise: bill,
      })
      .returning();
    if (last && bill! > 0) {
      const period = { from: last.date, to: date };
      const stays = await staysInRoom(tx, adminId, roomId, period);
      // Who came in between the first lock and the room's: their rows are locked now.
      const lockedIds = new Set(locked.map((row) => row.id));
      const came = stays.filter((stay) => !lockedIds.has(stay.tenantId));
      if (came.length > 0) {
        await lockTenants(
          tx,
          adminId,
          came.map((stay) => stay.tenantId),
        );
      }
      const shares = splitMeterBill(bill!, period, stays);
      const totalDays = shares.reduce((sum, share) => sum + share.days, 0);
      for (const share of shares.filter((s) => s.amount > 0)) {
        await insertCharge(tx, adminId, {
          tenantId: share.tenantId,
          kind: 'electricity',
          amountPaise: share.amount,
          date,
          dueDate: nextDueDayOnOrAfter(date, settings.dueDay),
          note: meterShareNote({
            units,
            ratePaise,
            days: share.days,
            totalDays,
            amount: share.amount,
          }),
          roomId,
          meterReadingId: reading!.id,
          shareDays: share.days,
        });
      }
    }
    await touchChangeStamps(tx, adminId, []);
    return reading!.id;
  });
  const views = await readingViews(db, adminId, roomId);
  return views.find((view) => view.reading.id === readingId)!;
}

/**
 * POST /meter-readings/{id}/undo, one transaction: a wrong reading (a figure or a day mistyped)
 * would otherwise hold the meter, since every later reading must pass it. Only the room's last
 * standing reading is undone (METER_READING_ORDER); it is kept, marked with the reason, and
 * its shares are waived with it, none of them with payments on it (CHARGE_HAS_PAYMENTS). Locks
 * its shares' tenants, then the room, then the shares.
 */
export async function undoMeterReading(
  db: Database,
  adminId: string,
  readingId: string,
  reason: string,
  now: Date = new Date(),
): Promise<void> {
  if (!isUuid(readingId)) throw notFound('Meter reading');
  await db.transaction(async (tx) => {
    const [reading] = await tx
      .select({ roomId: meterReadings.roomId, date: meterReadings.date })
      .from(meterReadings)
      .where(
        and(
          eq(meterReadings.id, readingId),
          eq(meterReadings.adminId, adminId),
          isNull(meterReadings.voidedAt),
        ),
      );
    if (!reading) throw notFound('Meter reading');
    const shareTenants = await tx
      .select({ id: charges.tenantId })
      .from(charges)
      .where(and(eq(charges.adminId, adminId), eq(charges.meterReadingId, readingId)));
    await lockTenants(
      tx,
      adminId,
      shareTenants.flatMap((row) => (row.id ? [row.id] : [])),
    );
    await lockRoom(tx, adminId, reading.roomId);
    const [later] = await tx
      .select({ id: meterReadings.id })
      .from(meterReadings)
      .where(and(standingIn(reading.roomId), gt(meterReadings.date, reading.date)))
      .limit(1);
    if (later) throw new AppError('METER_READING_ORDER', METER_READING_NOT_LAST_MESSAGE);
    const shares = await tx
      .select({ paidPaise: charges.paidPaise })
      .from(charges)
      .where(eq(charges.meterReadingId, readingId))
      .for('update');
    if (shares.some((share) => share.paidPaise > 0)) {
      throw new AppError('CHARGE_HAS_PAYMENTS', METER_SHARE_PAID_MESSAGE);
    }
    await tx
      .update(charges)
      .set({ waivedAt: now, waiveReason: reason, updatedAt: now })
      .where(and(eq(charges.meterReadingId, readingId), isNull(charges.waivedAt)));
    await tx
      .update(meterReadings)
      .set({ voidedAt: now, voidReason: reason })
      .where(eq(meterReadings.id, readingId));
    await touchChangeStamps(tx, adminId, []);
  });
}

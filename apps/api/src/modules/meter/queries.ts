import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { charges, meterReadings, rooms, tenants, type MeterReadingRow } from '../../db/schema';
import { findRoom } from '../rooms/service';

/** Reading a room's meter: its readings, each period's shares, the day of the last reading. */

/** One tenant's share of a period, as its charge records it. */
export interface MeterShareRow {
  chargeId: string;
  tenantId: string | null;
  name: string;
  days: number;
  amountPaise: number;
}

/** A reading, the one before it (the period's start; none for the first) and the shares. */
export interface MeterReadingView {
  reading: MeterReadingRow;
  previous: MeterReadingRow | null;
  shares: MeterShareRow[];
}

/** A room's readings that stand (not undone). */
export const standingIn = (roomId: string) =>
  and(eq(meterReadings.roomId, roomId), isNull(meterReadings.voidedAt));

/** The day of the room's last reading, as SQL: null before its first. */
export const lastReadingDate = (roomId: string) =>
  sql`(select max(${meterReadings.date}) from ${meterReadings} where ${standingIn(roomId)})`;

/** The day of the last standing reading of each of `roomIds` that has one, with its number. */
export function lastReadingsIn(tx: Database, adminId: string, roomIds: string[]) {
  return tx
    .select({
      roomNumber: rooms.roomNumber,
      date: sql<string>`max(${meterReadings.date})`.mapWith(meterReadings.date),
    })
    .from(meterReadings)
    .innerJoin(rooms, eq(rooms.id, meterReadings.roomId))
    .where(
      and(
        eq(meterReadings.adminId, adminId),
        inArray(meterReadings.roomId, roomIds),
        isNull(meterReadings.voidedAt),
      ),
    )
    .groupBy(rooms.roomNumber);
}

/** GET /rooms/{id}/meter-readings: the room's readings newest first, each with its period. */
export async function listMeterReadings(
  db: Database,
  adminId: string,
  roomId: string,
): Promise<MeterReadingView[]> {
  await findRoom(db, adminId, roomId);
  return readingViews(db, adminId, roomId);
}

export async function readingViews(
  db: Database,
  adminId: string,
  roomId: string,
): Promise<MeterReadingView[]> {
  const readings = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.adminId, adminId), standingIn(roomId)))
    .orderBy(desc(meterReadings.date));
  const shareRows =
    readings.length === 0
      ? []
      : await db
          .select({
            chargeId: charges.id,
            readingId: charges.meterReadingId,
            tenantId: charges.tenantId,
            liveName: tenants.name,
            keptName: charges.tenantName,
            days: charges.shareDays,
            amountPaise: charges.amountPaise,
          })
          .from(charges)
          .leftJoin(tenants, eq(tenants.id, charges.tenantId))
          .where(
            and(
              eq(charges.adminId, adminId),
              inArray(
                charges.meterReadingId,
                readings.map((r) => r.id),
              ),
            ),
          )
          .orderBy(desc(charges.shareDays), asc(charges.createdAt), asc(charges.id));
  return readings.map((reading, i) => ({
    reading,
    previous: readings[i + 1] ?? null,
    shares: shareRows
      .filter((row) => row.readingId === reading.id)
      .map((row) => ({
        chargeId: row.chargeId,
        tenantId: row.tenantId,
        name: row.liveName ?? row.keptName,
        days: row.days ?? 0,
        amountPaise: row.amountPaise,
      })),
  }));
}

import { rupeesToPaise, type RoomInput } from '@nivas/domain';
import { and, asc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import { rooms, tenants, type RoomRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';

export type RoomWithOccupancy = RoomRow & { occupiedBeds: number };

/**
 * Occupancy is derived in the same query, never stored: the admin's active tenants holding a
 * bed, counted once per room by one grouped scan (a count per room row costs a subquery each).
 */
function occupancyOf(db: Database, adminId: string) {
  return db
    .select({ roomId: tenants.roomId, occupied: sql<number>`count(*)::int`.as('occupied') })
    .from(tenants)
    .where(and(eq(tenants.adminId, adminId), eq(tenants.active, true), isNotNull(tenants.roomId)))
    .groupBy(tenants.roomId)
    .as('occupancy');
}

function selectRoomsWithOccupancy(db: Database, adminId: string) {
  const occupancy = occupancyOf(db, adminId);
  return db
    .select({
      ...getTableColumns(rooms),
      occupiedBeds: sql<number>`coalesce(${occupancy.occupied}, 0)::int`,
    })
    .from(rooms)
    .leftJoin(occupancy, eq(occupancy.roomId, rooms.id));
}

const duplicateRoom = (input: Pick<RoomInput, 'roomNumber' | 'floorNumber'>) =>
  new AppError(
    'DUPLICATE_ROOM',
    `Room ${input.roomNumber} already exists on Floor ${input.floorNumber}`,
  );

function toColumns(input: RoomInput) {
  return {
    roomNumber: input.roomNumber,
    floorNumber: input.floorNumber,
    capacity: input.capacity,
    rentPaise: rupeesToPaise(input.rentAmount),
    amenities: input.amenities,
    description: input.description,
  };
}

export async function listRooms(db: Database, adminId: string): Promise<RoomWithOccupancy[]> {
  return selectRoomsWithOccupancy(db, adminId)
    .where(eq(rooms.adminId, adminId))
    .orderBy(asc(rooms.floorNumber), asc(rooms.roomNumber));
}

export async function findRoom(
  db: Database,
  adminId: string,
  roomId: string,
): Promise<RoomWithOccupancy> {
  if (!isUuid(roomId)) throw notFound('Room');
  const [room] = await selectRoomsWithOccupancy(db, adminId).where(
    and(eq(rooms.id, roomId), eq(rooms.adminId, adminId)),
  );
  if (!room) throw notFound('Room');
  return room;
}

/** Locks the room row for the rest of the transaction: bed and capacity decisions see no race. */
export async function lockRoom(tx: Database, adminId: string, roomId: string): Promise<RoomRow> {
  if (!isUuid(roomId)) throw notFound('Room');
  const [room] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.adminId, adminId)))
    .for('update');
  if (!room) throw notFound('Room');
  return room;
}

export async function countActiveTenants(tx: Database, roomId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(tenants)
    .where(and(eq(tenants.roomId, roomId), eq(tenants.active, true)));
  return row?.count ?? 0;
}

async function withDuplicateCheck<T>(input: RoomInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateRoom(input);
    throw error;
  }
}

export async function createRoom(
  db: Database,
  adminId: string,
  input: RoomInput,
): Promise<RoomWithOccupancy> {
  return withDuplicateCheck(input, () =>
    db.transaction(async (tx) => {
      const [room] = await tx
        .insert(rooms)
        .values({ adminId, ...toColumns(input) })
        .returning();
      await touchChangeStamps(tx, adminId, ['rooms']);
      return { ...room!, occupiedBeds: 0 };
    }),
  );
}

export async function updateRoom(
  db: Database,
  adminId: string,
  roomId: string,
  input: RoomInput,
): Promise<RoomWithOccupancy> {
  return withDuplicateCheck(input, () =>
    db.transaction(async (tx) => {
      await lockRoom(tx, adminId, roomId);
      const taken = await countActiveTenants(tx, roomId);
      if (input.capacity < taken) {
        throw new AppError(
          'CAPACITY_BELOW_OCCUPANTS',
          `Capacity cannot be less than the ${taken} beds already taken. Move or remove tenants first.`,
        );
      }
      // Beds run from 1 to capacity: a cut that fits the number of tenants could still leave
      // one on a bed the room no longer has (bed 3 of 2), missing from the room's bed layout.
      const [top] = await tx
        .select({ bed: sql<number | null>`max(${tenants.bedNumber})::int` })
        .from(tenants)
        .where(and(eq(tenants.roomId, roomId), eq(tenants.active, true)));
      const highestBed = top?.bed ?? 0;
      if (input.capacity < highestBed) {
        throw new AppError(
          'CAPACITY_BELOW_TAKEN_BED',
          `Capacity cannot be less than ${highestBed}: bed ${highestBed} is taken. Move its tenant to another bed first.`,
        );
      }
      const [room] = await tx
        .update(rooms)
        .set({ ...toColumns(input), updatedAt: new Date() })
        .where(eq(rooms.id, roomId))
        .returning();
      await touchChangeStamps(tx, adminId, ['rooms']);
      return { ...room!, occupiedBeds: taken };
    }),
  );
}

export async function deleteRoom(db: Database, adminId: string, roomId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRoom(tx, adminId, roomId);
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(tenants)
      .where(eq(tenants.roomId, roomId));
    const count = held?.count ?? 0;
    if (count > 0) {
      const who = count === 1 ? '1 tenant' : `${count} tenants`;
      throw new AppError(
        'ROOM_OCCUPIED',
        `This room still has ${who}. Remove them from their beds or move them to another room first.`,
      );
    }
    await tx.delete(rooms).where(eq(rooms.id, roomId));
    await touchChangeStamps(tx, adminId, ['rooms']);
  });
}

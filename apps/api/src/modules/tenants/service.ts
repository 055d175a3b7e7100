import {
  checkBedAssignment,
  dateInZone,
  toBusinessDate,
  type CreateTenantBody,
  type UpdateTenantBody,
} from '@nivas/domain';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import { rents, rooms, tenantPhotos, tenants, type TenantRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { lockRoom } from '../rooms/service';

export type TenantWithRoom = TenantRow & {
  room: { id: string; roomNumber: string; floorNumber: number } | null;
};

type TenantBody = CreateTenantBody | UpdateTenantBody;

const tenantWithRoomColumns = {
  tenant: tenants,
  roomRef: { id: rooms.id, roomNumber: rooms.roomNumber, floorNumber: rooms.floorNumber },
};

function joinRoom(row: {
  tenant: TenantRow;
  roomRef: { id: string; roomNumber: string; floorNumber: number } | null;
}) {
  return { ...row.tenant, room: row.roomRef };
}

/** Turns the validated body into columns: dates placed in the business zone and checked. */
function toColumns(body: TenantBody, timeZone: string, today: string) {
  const joiningDate = toBusinessDate(body.joiningDate, timeZone);
  if (!joiningDate) throw new AppError('BAD_REQUEST', 'Joining date must be a date');
  const dob = body.dob === null ? null : toBusinessDate(body.dob, timeZone);
  if (body.dob !== null && !dob) throw new AppError('BAD_REQUEST', 'Date of birth must be a date');
  if (dob && dob > today)
    throw new AppError('BAD_REQUEST', 'Date of birth cannot be in the future');
  // An inactive tenant holds no bed.
  const holdsBed = body.active && body.roomId !== null;
  return {
    name: body.name,
    email: body.email,
    phone: body.phone,
    emergencyName: body.emergencyContact.name,
    emergencyPhone: body.emergencyContact.phone,
    emergencyRelation: body.emergencyContact.relation,
    idProofType: body.idProofType,
    idProofNumber: body.idProofNumber,
    occupation: body.occupation,
    roomId: holdsBed ? body.roomId : null,
    bedNumber: holdsBed ? body.bedNumber : null,
    joiningDate,
    active: body.active,
    dob,
    gender: body.gender,
    address: body.address,
  };
}

/** Under the room's lock: is the bed in range, the room not full (when new to it), the bed free? */
async function assertBedAvailable(
  tx: Database,
  adminId: string,
  target: { roomId: string; bedNumber: number; tenantId?: string; isNewToRoom: boolean },
) {
  const room = await lockRoom(tx, adminId, target.roomId);
  const others = await tx
    .select({ bedNumber: tenants.bedNumber })
    .from(tenants)
    .where(
      and(
        eq(tenants.roomId, target.roomId),
        eq(tenants.active, true),
        target.tenantId ? ne(tenants.id, target.tenantId) : undefined,
      ),
    );
  const problem = checkBedAssignment({
    room,
    bedNumber: target.bedNumber,
    takenBeds: others.map((o) => o.bedNumber!),
    isNewToRoom: target.isNewToRoom,
  });
  if (problem)
    throw new AppError(
      problem.kind === 'out-of-range' ? 'BAD_REQUEST' : 'CONFLICT',
      problem.message,
    );
}

/** The database's unique index is the last word on a bed: a lost race is a plain 409. */
async function withBedGuard<T>(bedNumber: number | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'tenants_active_bed_key')) {
      throw new AppError('CONFLICT', `Bed ${bedNumber} is already occupied`);
    }
    throw error;
  }
}

export async function listTenants(db: Database, adminId: string): Promise<TenantWithRoom[]> {
  const rows = await db
    .select(tenantWithRoomColumns)
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(eq(tenants.adminId, adminId))
    .orderBy(asc(tenants.name), asc(tenants.id));
  return rows.map(joinRoom);
}

export async function findTenant(
  db: Database,
  adminId: string,
  tenantId: string,
): Promise<TenantWithRoom> {
  if (!isUuid(tenantId)) throw notFound('Tenant');
  const [row] = await db
    .select(tenantWithRoomColumns)
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(and(eq(tenants.id, tenantId), eq(tenants.adminId, adminId)));
  if (!row) throw notFound('Tenant');
  return joinRoom(row);
}

export interface Clock {
  timeZone: string;
  now?: Date;
}

const todayIn = (clock: Clock) => dateInZone(clock.now ?? new Date(), clock.timeZone);

export async function createTenant(
  db: Database,
  adminId: string,
  body: CreateTenantBody,
  clock: Clock,
): Promise<TenantWithRoom> {
  const columns = toColumns(body, clock.timeZone, todayIn(clock));
  const id = await withBedGuard(columns.bedNumber, () =>
    db.transaction(async (tx) => {
      if (columns.roomId && columns.bedNumber) {
        await assertBedAvailable(tx, adminId, {
          roomId: columns.roomId,
          bedNumber: columns.bedNumber,
          isNewToRoom: true,
        });
      } else {
        await lockRoom(tx, adminId, body.roomId); // an inactive tenant's room must still be the admin's
      }
      const [tenant] = await tx
        .insert(tenants)
        .values({ adminId, ...columns })
        .returning({ id: tenants.id });
      await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
      return tenant!.id;
    }),
  );
  return findTenant(db, adminId, id);
}

export async function updateTenant(
  db: Database,
  adminId: string,
  tenantId: string,
  body: UpdateTenantBody,
  clock: Clock,
): Promise<TenantWithRoom> {
  const columns = toColumns(body, clock.timeZone, todayIn(clock));
  await withBedGuard(columns.bedNumber, () =>
    db.transaction(async (tx) => {
      const current = await findTenant(tx, adminId, tenantId);
      if (columns.roomId && columns.bedNumber) {
        const isNewToRoom = !current.active || current.roomId !== columns.roomId;
        const isSameBed = !isNewToRoom && current.bedNumber === columns.bedNumber;
        if (!isSameBed) {
          await assertBedAvailable(tx, adminId, {
            roomId: columns.roomId,
            bedNumber: columns.bedNumber,
            tenantId,
            isNewToRoom,
          });
        }
      }
      await tx
        .update(tenants)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(tenants.id, tenantId));
      await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
    }),
  );
  return findTenant(db, adminId, tenantId);
}

/** Takes the tenant off their bed; they stay on the list without a room. */
export async function vacateTenant(
  db: Database,
  adminId: string,
  tenantId: string,
): Promise<TenantWithRoom> {
  await db.transaction(async (tx) => {
    await findTenant(tx, adminId, tenantId);
    await tx
      .update(tenants)
      .set({ roomId: null, bedNumber: null, updatedAt: new Date() })
      .where(eq(tenants.id, tenantId));
    await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
  });
  return findTenant(db, adminId, tenantId);
}

/** Deletes the tenant; their rents stay, marked tenantDeleted, with name and phone kept. */
export async function deleteTenant(db: Database, adminId: string, tenantId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const tenant = await findTenant(tx, adminId, tenantId);
    await tx
      .update(rents)
      .set({
        tenantDeleted: true,
        tenantName: tenant.name,
        tenantPhone: tenant.phone,
        updatedAt: new Date(),
      })
      .where(eq(rents.tenantId, tenantId));
    await tx.delete(tenants).where(eq(tenants.id, tenantId));
    // A rent created for this tenant while the update above ran (a monthly run, or a payment
    // completing last month's) was not in its view; the delete has just cleared its tenant.
    await tx
      .update(rents)
      .set({ tenantDeleted: true, updatedAt: new Date() })
      .where(
        and(eq(rents.adminId, adminId), isNull(rents.tenantId), eq(rents.tenantDeleted, false)),
      );
    await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
  });
}

export async function saveTenantPhoto(
  db: Database,
  adminId: string,
  tenantId: string,
  photo: { contentType: string; data: Buffer },
): Promise<void> {
  await db.transaction(async (tx) => {
    await findTenant(tx, adminId, tenantId);
    await tx
      .insert(tenantPhotos)
      .values({ tenantId, ...photo })
      .onConflictDoUpdate({
        target: tenantPhotos.tenantId,
        set: { ...photo, updatedAt: sql`now()` },
      });
    await tx
      .update(tenants)
      .set({ hasPhoto: true, updatedAt: new Date() })
      .where(eq(tenants.id, tenantId));
    await touchChangeStamps(tx, adminId, ['tenants']);
  });
}

export async function findTenantPhoto(db: Database, adminId: string, tenantId: string) {
  await findTenant(db, adminId, tenantId);
  const [photo] = await db
    .select({ contentType: tenantPhotos.contentType, data: tenantPhotos.data })
    .from(tenantPhotos)
    .where(eq(tenantPhotos.tenantId, tenantId));
  if (!photo) throw notFound('Photo');
  return photo;
}

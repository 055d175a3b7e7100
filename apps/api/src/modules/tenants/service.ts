import { randomUUID } from 'node:crypto';
import {
  checkBedAssignment,
  dateInZone,
  maskIdNumber,
  toBusinessDate,
  type CreateTenantBody,
  type UpdateTenantBody,
} from '@nivas/domain';
import { and, asc, eq, getTableColumns, isNull, ne } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import type { IdentityVault } from '../../db/identity-crypto';
import { rents, rooms, tenants, type TenantRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { lockRoom } from '../rooms/service';
import { openIdentity, sealIdentity, type TenantIdentity } from './identity';

/** The columns no answer reads: taken out of the rest. */
const {
  identity: _identity,
  dataKey: _dataKey,
  idProofHash: _idProofHash,
  plainEmergencyName: _plainEmergencyName,
  plainEmergencyPhone: _plainEmergencyPhone,
  plainEmergencyRelation: _plainEmergencyRelation,
  plainIdProofNumber: _plainIdProofNumber,
  plainDob: _plainDob,
  plainAddress: _plainAddress,
  ...listedColumns
} = getTableColumns(tenants);

/** What lists read: no ciphertext, keys or hashes, so 3,000 tenants stay one light query. */
const roomRef = {
  id: rooms.id,
  roomNumber: rooms.roomNumber,
  floorNumber: rooms.floorNumber,
  rentPaise: rooms.rentPaise,
  capacity: rooms.capacity,
};
const listColumns = { tenant: listedColumns, roomRef };
/** What a single tenant's read adds: the ciphertext and its wrapped key. */
const detailColumns = {
  tenant: { ...listedColumns, identity: tenants.identity, dataKey: tenants.dataKey },
  roomRef,
};

type RoomRef = {
  id: string;
  roomNumber: string;
  floorNumber: number;
  rentPaise: number;
  capacity: number;
};
type ListedRow = Omit<TenantRow, Exclude<keyof TenantRow, keyof typeof listedColumns>>;
export type TenantListRow = ListedRow & { room: RoomRef | null };
export type TenantDetailRow = TenantListRow & { identity: Buffer | null; dataKey: Buffer | null };
/** A single tenant with their identity opened (null once erased). */
export type TenantView = TenantListRow & { identityData: TenantIdentity | null };

type TenantBody = CreateTenantBody | UpdateTenantBody;

function joinRoom<T>(row: { tenant: T; roomRef: RoomRef | null }) {
  return { ...row.tenant, room: row.roomRef };
}

/** The date of birth of a body in the business zone: null for none, undefined when left out. */
function dobOf(body: TenantBody, timeZone: string, today: string) {
  if (body.dob === undefined || body.dob === null) return body.dob;
  const dob = toBusinessDate(body.dob, timeZone);
  if (!dob) throw new AppError('BAD_REQUEST', 'Date of birth must be a date');
  if (dob > today) throw new AppError('BAD_REQUEST', 'Date of birth cannot be in the future');
  return dob;
}

/**
 * Turns the validated body into plain columns and the identity to encrypt; an edit's identity
 * field left out is undefined here, and keeps what is stored.
 */
function toColumns(body: TenantBody, timeZone: string, today: string) {
  const joiningDate = toBusinessDate(body.joiningDate, timeZone);
  if (!joiningDate) throw new AppError('BAD_REQUEST', 'Joining date must be a date');
  const dob = dobOf(body, timeZone, today);
  // An inactive tenant holds no bed.
  const holdsBed = body.active && body.roomId !== null;
  const columns = {
    name: body.name,
    email: body.email,
    phone: body.phone,
    idProofType: body.idProofType,
    occupation: body.occupation,
    roomId: holdsBed ? body.roomId : null,
    bedNumber: holdsBed ? body.bedNumber : null,
    joiningDate,
    active: body.active,
    gender: body.gender,
  };
  const identity = {
    idProofNumber: body.idProofNumber,
    dob,
    address: body.address,
    emergencyContact: body.emergencyContact && { ...body.emergencyContact },
  };
  return { columns, identity };
}

/** The identity to encrypt: each field as the body gave it, else as stored, else blank. */
function identityToSeal(
  given: ReturnType<typeof toColumns>['identity'],
  stored: TenantIdentity | null,
): TenantIdentity {
  return {
    idProofNumber: given.idProofNumber,
    dob: given.dob === undefined ? (stored?.dob ?? null) : given.dob,
    address: given.address ?? stored?.address ?? '',
    emergencyContact: given.emergencyContact ??
      stored?.emergencyContact ?? { name: '', phone: '', relation: '' },
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

export const DUPLICATE_ID_PROOF_MESSAGE = 'A tenant with this ID number already exists';

/**
 * The database's unique indexes are the last word on a bed and on an ID number: a lost race
 * is a plain 409.
 */
async function withUniqueGuards<T>(bedNumber: number | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'tenants_active_bed_key')) {
      throw new AppError('CONFLICT', `Bed ${bedNumber} is already occupied`);
    }
    if (isUniqueViolation(error, 'tenants_active_id_proof_key')) {
      throw new AppError('DUPLICATE_ID_PROOF', DUPLICATE_ID_PROOF_MESSAGE);
    }
    throw error;
  }
}

/** Every tenant of the admin, identity left encrypted and unread. */
export async function listTenants(db: Database, adminId: string): Promise<TenantListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(eq(tenants.adminId, adminId))
    .orderBy(asc(tenants.name), asc(tenants.id));
  return rows.map(joinRoom);
}

/** One tenant of the admin, with their ciphertext (not opened). */
export async function findTenant(
  db: Database,
  adminId: string,
  tenantId: string,
): Promise<TenantDetailRow> {
  if (!isUuid(tenantId)) throw notFound('Tenant');
  const [row] = await db
    .select(detailColumns)
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(and(eq(tenants.id, tenantId), eq(tenants.adminId, adminId)));
  if (!row) throw notFound('Tenant');
  return joinRoom(row);
}

/** One tenant of the admin with their identity decrypted. */
export async function readTenant(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
): Promise<TenantView> {
  const { identity, dataKey, ...row } = await findTenant(db, adminId, tenantId);
  return { ...row, identityData: openIdentity(vault, { id: row.id, identity, dataKey }) };
}

export interface Clock {
  timeZone: string;
  now?: Date;
}

const todayIn = (clock: Clock) => dateInZone(clock.now ?? new Date(), clock.timeZone);

export async function createTenant(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  body: CreateTenantBody,
  clock: Clock,
): Promise<TenantView> {
  const { columns, identity } = toColumns(body, clock.timeZone, todayIn(clock));
  // The id is made here: the ciphertext is bound to it.
  const tenantId = randomUUID();
  const sealed = sealIdentity(
    vault,
    { id: tenantId, adminId, idProofType: columns.idProofType, wrappedKey: null },
    identityToSeal(identity, null),
  );
  const leftAt = columns.active ? null : (clock.now ?? new Date());
  const id = await withUniqueGuards(columns.bedNumber, () =>
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
        .values({ id: tenantId, adminId, ...columns, ...sealed, leftAt })
        .returning({ id: tenants.id });
      await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
      return tenant!.id;
    }),
  );
  return readTenant(db, vault, adminId, id);
}

/**
 * The number an edit means: an answer's masked number echoed back means the stored one
 * (DESIGN.md); a masked Aadhaar number that is not the stored one's mask is no number.
 */
function idNumberOfEdit(
  stored: TenantIdentity | null,
  current: TenantDetailRow,
  body: UpdateTenantBody,
): string {
  if (stored && body.idProofNumber === maskIdNumber(body.idProofType, current.idProofTail)) {
    return stored.idProofNumber;
  }
  if (body.idProofType === 'Aadhar' && !/^\d{12}$/.test(body.idProofNumber)) {
    throw new AppError('BAD_REQUEST', 'Aadhaar number must be 12 digits');
  }
  return body.idProofNumber;
}

export async function updateTenant(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
  body: UpdateTenantBody,
  clock: Clock,
): Promise<TenantView> {
  const { columns, identity } = toColumns(body, clock.timeZone, todayIn(clock));
  const now = clock.now ?? new Date();
  await withUniqueGuards(columns.bedNumber, () =>
    db.transaction(async (tx) => {
      const current = await findTenant(tx, adminId, tenantId);
      const stored = openIdentity(vault, current);
      // Written again whole under the tenant's key (a new one if theirs was erased).
      const sealed = sealIdentity(
        vault,
        { id: tenantId, adminId, idProofType: columns.idProofType, wrappedKey: current.dataKey },
        identityToSeal(
          { ...identity, idProofNumber: idNumberOfEdit(stored, current, body) },
          stored,
        ),
      );
      const leftAt = columns.active ? null : current.active ? now : (current.leftAt ?? now);
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
        .set({ ...columns, ...sealed, leftAt, identityErasedAt: null, updatedAt: now })
        .where(eq(tenants.id, tenantId));
      await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
    }),
  );
  return readTenant(db, vault, adminId, tenantId);
}

/** Takes the tenant off their bed; they stay on the list without a room. */
export async function vacateTenant(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
): Promise<TenantView> {
  await db.transaction(async (tx) => {
    await findTenant(tx, adminId, tenantId);
    await tx
      .update(tenants)
      .set({ roomId: null, bedNumber: null, updatedAt: new Date() })
      .where(eq(tenants.id, tenantId));
    await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
  });
  return readTenant(db, vault, adminId, tenantId);
}

/**
 * Deletes the tenant, and with their row their data key: what was encrypted under it
 * (identity, photo) can no longer be read (crypto-erasure). Their rents stay, marked
 * tenantDeleted, with the name and room kept and nothing else personal.
 */
export async function deleteTenant(db: Database, adminId: string, tenantId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const tenant = await findTenant(tx, adminId, tenantId);
    await tx
      .update(rents)
      .set({
        tenantDeleted: true,
        tenantName: tenant.name,
        tenantPhone: '',
        updatedAt: new Date(),
      })
      .where(eq(rents.tenantId, tenantId));
    await tx.delete(tenants).where(eq(tenants.id, tenantId));
    // A rent created for this tenant while the update above ran (a monthly run, or a payment
    // completing last month's) was not in its view; the delete has just cleared its tenant.
    await tx
      .update(rents)
      .set({ tenantDeleted: true, tenantPhone: '', updatedAt: new Date() })
      .where(
        and(eq(rents.adminId, adminId), isNull(rents.tenantId), eq(rents.tenantDeleted, false)),
      );
    await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
  });
}

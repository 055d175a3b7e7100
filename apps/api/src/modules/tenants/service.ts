import { randomUUID } from 'node:crypto';
import { checkBedAssignment, type CreateTenantBody, type UpdateTenantBody } from '@nivas/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { IdentityVault } from '../../db/identity-crypto';
import { rents, tenants } from '../../db/schema';
import { AppError } from '../../errors';
import { lockRoom } from '../rooms/service';
import type { RuleSettings } from '../settings/service';
import { idNumberOfEdit, identityToSeal, toColumns } from './from-body';
import { openIdentity, sealIdentity } from './identity';
import { findTenant, readTenant, type TenantView } from './queries';

/**
 * Writing tenants: create, edit, vacate a bed, delete. The reads are in queries.ts, the photo
 * in photos.ts.
 */

/** What a write reads of the PG's settings: the time zone of dates sent, and today in it. */
type WriteSettings = Pick<RuleSettings, 'timeZone' | 'today'>;

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
  if (problem) throw new AppError(problem.code, problem.message);
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
      throw new AppError('BED_TAKEN', `Bed ${bedNumber} is already occupied`);
    }
    if (isUniqueViolation(error, 'tenants_active_id_proof_key')) {
      throw new AppError('DUPLICATE_ID_PROOF', DUPLICATE_ID_PROOF_MESSAGE);
    }
    throw error;
  }
}

export async function createTenant(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  body: CreateTenantBody,
  settings: WriteSettings,
  now: Date = new Date(),
): Promise<TenantView> {
  const { columns, identity } = toColumns(body, settings.timeZone, settings.today);
  // The id is made here: the ciphertext is bound to it.
  const tenantId = randomUUID();
  const sealed = sealIdentity(
    vault,
    { id: tenantId, adminId, idProofType: columns.idProofType, wrappedKey: null },
    identityToSeal(identity, null),
  );
  const leftAt = columns.active ? null : now;
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

export async function updateTenant(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
  body: UpdateTenantBody,
  settings: WriteSettings,
  now: Date = new Date(),
): Promise<TenantView> {
  const { columns, identity } = toColumns(body, settings.timeZone, settings.today);
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

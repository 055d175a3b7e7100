import { randomUUID } from 'node:crypto';
import {
  BED_REQUIRED_MESSAGE,
  LEAVING_DATE_REQUIRED_MESSAGE,
  type CreateTenantBody,
  type UpdateTenantBody,
} from '@nivas/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUniqueViolation, retryOnDeadlock } from '../../db/errors';
import type { IdentityVault } from '../../db/identity-crypto';
import { rents, tenants, type RoomRow } from '../../db/schema';
import { AppError } from '../../errors';
import { forgetTenantOnCharges } from '../charges/leaving';
import { findRent, type RentWithRefs } from '../rents/queries';
import { lockRoom } from '../rooms/service';
import type { RuleSettings } from '../settings/rules';
import { assertBedAvailable } from './beds';
import { assertNoDuplicate, idProofDuplicateError } from './duplicates';
import { idNumberOfEdit, identityToSeal, leavingDateOf, toColumns } from './from-body';
import { openIdentity, sealIdentity } from './identity';
import { moveDayOf, returnDayOf } from './move-day';
import { findTenant, readTenant, type TenantView } from './queries';
import { moveStay, openStay, recordStays } from './stays';
import { cancelRentsAfterLeaving, chargeReturnMonth, createFirstRent } from './tenant-rents';

/**
 * Writing tenants: create, edit, vacate a bed, delete. The reads are in queries.ts, the photo
 * in photos.ts.
 */

/**
 * What a write reads of the PG's settings: the time zone of dates sent, today in it, and how
 * a new tenant's first month is charged.
 */
type WriteSettings = Pick<RuleSettings, 'timeZone' | 'today' | 'firstMonth'>;

/**
 * The database's unique indexes are the last word on a bed and on an ID number: a lost race
 * is a plain 409 (the ID number's naming the tenant who won).
 */
async function withUniqueGuards<T>(
  db: Database,
  adminId: string,
  /** What was written; an edit learns its ID number's hash inside the transaction. */
  tenant: { id: string | null; bedNumber: number | null; idProofHash: Buffer | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'tenants_active_bed_key')) {
      throw new AppError('BED_TAKEN', `Bed ${tenant.bedNumber} is already occupied`);
    }
    if (isUniqueViolation(error, 'tenants_active_id_proof_key')) {
      throw await idProofDuplicateError(db, adminId, tenant);
    }
    throw error;
  }
}

/** A tenant created, and the first rent created with them (none without a bed or a rent). */
export interface CreatedTenant {
  tenant: TenantView;
  firstRent: RentWithRefs | null;
}

/**
 * Creates the tenant and, when they take a bed, their first rent in the same transaction:
 * for the joining month, due on the joining date, prorated or in full as the PG's
 * `firstMonth` says (the domain's `firstRent`), at their own monthly rent or their room's.
 */
export async function createTenant(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  body: CreateTenantBody,
  settings: WriteSettings,
  now: Date = new Date(),
): Promise<CreatedTenant> {
  const { columns, identity } = toColumns(body, settings.timeZone, settings.today);
  // The id is made here: the ciphertext is bound to it.
  const tenantId = randomUUID();
  const sealed = sealIdentity(
    vault,
    { id: tenantId, adminId, idProofType: columns.idProofType, wrappedKey: null },
    identityToSeal(identity, null),
  );
  const leftAt = columns.active ? null : now;
  const guarded = { id: null, bedNumber: columns.bedNumber, idProofHash: sealed.idProofHash };
  const ids = await withUniqueGuards(db, adminId, guarded, () =>
    db.transaction(async (tx) => {
      const room =
        columns.roomId && columns.bedNumber
          ? await assertBedAvailable(tx, adminId, {
              roomId: columns.roomId,
              bedNumber: columns.bedNumber,
              isNewToRoom: true,
            })
          : // An inactive tenant's room must still be the admin's; they do not take it.
            (await lockRoom(tx, adminId, body.roomId), null);
      if (columns.active) {
        await assertNoDuplicate(tx, adminId, {
          id: null,
          phone: columns.phone,
          idProofHash: sealed.idProofHash,
          allowDuplicate: body.allowDuplicate ?? false,
        });
      }
      const [tenant] = await tx
        .insert(tenants)
        .values({ id: tenantId, adminId, ...columns, ...sealed, leftAt })
        .returning();
      if (room) {
        await openStay(tx, adminId, { tenantId, roomId: room.id, from: columns.joiningDate });
      }
      const firstRentId = room
        ? await createFirstRent(tx, tenant!, room, settings.firstMonth)
        : null;
      await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
      return { firstRentId };
    }),
  );
  const [tenant, firstRent] = await Promise.all([
    readTenant(db, vault, adminId, tenantId),
    ids.firstRentId ? findRent(db, adminId, ids.firstRentId) : Promise.resolve(null),
  ]);
  return { tenant, firstRent };
}

/**
 * Edits a tenant under their lock. Made inactive, they need the day they left
 * (LEAVING_DATE_REQUIRED): their bed is freed and their rents for later periods cancelled.
 * Moved to another room, they live there from the day given (`movedOn`, move-day.ts) or today.
 * Made active again, they need a bed (BED_REQUIRED), and live in it from the day given
 * (`movedOn`, not before the day they left) or today, owing that month's rent as a tenant
 * joining that day would (tenant-rents.ts `chargeReturnMonth`). A phone or ID number new to
 * the PG's active tenants is checked for duplicates.
 */
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
  const givenLeavingDate = leavingDateOf(body, settings.timeZone);
  const guarded = {
    id: tenantId,
    bedNumber: columns.bedNumber,
    idProofHash: null as Buffer | null,
  };
  await withUniqueGuards(db, adminId, guarded, () =>
    db.transaction(async (tx) => {
      const current = await findTenant(tx, adminId, tenantId, { lock: true });
      const isLeaving = current.active && !columns.active;
      const isReturning = !current.active && columns.active;
      if (isLeaving && !givenLeavingDate) {
        throw new AppError('LEAVING_DATE_REQUIRED', LEAVING_DATE_REQUIRED_MESSAGE);
      }
      if (isLeaving && givenLeavingDate! < columns.joiningDate) {
        throw new AppError('INVALID_INPUT', 'Leaving date cannot be before the joining date');
      }
      if (isReturning && !columns.roomId) {
        throw new AppError('BED_REQUIRED', BED_REQUIRED_MESSAGE);
      }
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
      guarded.idProofHash = sealed.idProofHash;
      const leftAt = columns.active ? null : current.active ? now : (current.leftAt ?? now);
      const leavingDate = isLeaving
        ? givenLeavingDate
        : columns.active
          ? null
          : current.leavingDate;
      let newRoom: RoomRow | null = null;
      if (columns.roomId && columns.bedNumber) {
        const isNewToRoom = !current.active || current.roomId !== columns.roomId;
        const isSameBed = !isNewToRoom && current.bedNumber === columns.bedNumber;
        if (!isSameBed) {
          newRoom = await assertBedAvailable(tx, adminId, {
            roomId: columns.roomId,
            bedNumber: columns.bedNumber,
            tenantId,
            isNewToRoom,
          });
        }
      }
      if (columns.active && (isReturning || columns.phone !== current.phone)) {
        await assertNoDuplicate(tx, adminId, {
          id: tenantId,
          phone: columns.phone,
          idProofHash: sealed.idProofHash,
          allowDuplicate: body.allowDuplicate ?? false,
        });
      }
      // The room they leave: its meter bill for the period they left in is theirs in part.
      const leftRoomId = isLeaving ? current.roomId : current.leftRoomId;
      const [updated] = await tx
        .update(tenants)
        .set({
          ...columns,
          ...sealed,
          leftAt,
          leavingDate,
          leftRoomId,
          identityErasedAt: null,
          updatedAt: now,
        })
        .where(eq(tenants.id, tenantId))
        .returning();
      const isMoving =
        current.active &&
        columns.active &&
        current.roomId !== null &&
        columns.roomId !== null &&
        current.roomId !== columns.roomId;
      const movedOn = isMoving
        ? await moveDayOf(
            tx,
            adminId,
            { tenantId, fromRoomId: current.roomId!, toRoomId: columns.roomId! },
            body.movedOn,
            settings,
          )
        : isReturning
          ? await returnDayOf(
              tx,
              adminId,
              { roomId: columns.roomId!, leavingDate: current.leavingDate },
              body.movedOn,
              settings,
            )
          : null;
      await recordStays(tx, adminId, tenantId, {
        before: current,
        after: columns,
        leavingDate: isLeaving ? givenLeavingDate : null,
        movedOn,
        today: settings.today,
      });
      if (isLeaving) await cancelRentsAfterLeaving(tx, tenantId, givenLeavingDate!, now);
      // A bed is required to return, so the room was locked and checked above; no day given
      // is today.
      if (isReturning) {
        const returnedOn = movedOn ?? settings.today;
        await chargeReturnMonth(tx, updated!, newRoom!, settings.firstMonth, returnedOn, now);
      }
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
  settings: Pick<RuleSettings, 'today'>,
): Promise<TenantView> {
  await db.transaction(async (tx) => {
    const tenant = await findTenant(tx, adminId, tenantId, { lock: true });
    if (tenant.roomId) {
      await moveStay(tx, adminId, { tenantId, roomId: null, day: settings.today });
    }
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
 * (identity, photo) can no longer be read (crypto-erasure). Their rents for periods after they
 * left (today, when they had no leaving date) are cancelled as on leaving; every rent stays,
 * marked tenantDeleted, with the name and room kept and nothing else personal. Their payments
 * stay in the ledger (their `tenant_id` set null by the database).
 */
export async function deleteTenant(
  db: Database,
  adminId: string,
  tenantId: string,
  settings: Pick<RuleSettings, 'today'>,
  now: Date = new Date(),
): Promise<void> {
  // The deletion's cascades and a monthly run running beside it can meet in a lock cycle, and
  // PostgreSQL rolls the deletion back as the deadlock's victim (races-rents.test.ts, about one
  // run in three): it is then run again whole.
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const tenant = await findTenant(tx, adminId, tenantId, { lock: true });
      const leavingDate = (!tenant.active && tenant.leavingDate) || settings.today;
      await cancelRentsAfterLeaving(tx, tenantId, leavingDate, now);
      await tx
        .update(rents)
        .set({
          tenantDeleted: true,
          tenantName: tenant.name,
          tenantPhone: '',
          updatedAt: now,
        })
        .where(eq(rents.tenantId, tenantId));
      await forgetTenantOnCharges(tx, tenantId, tenant.name);
      await tx.delete(tenants).where(eq(tenants.id, tenantId));
      // A rent created for this tenant while the update above ran (a monthly run, or a payment
      // completing last month's) was not in its view; the delete has just cleared its tenant.
      await tx
        .update(rents)
        .set({ tenantDeleted: true, tenantPhone: '', updatedAt: now })
        .where(
          and(eq(rents.adminId, adminId), isNull(rents.tenantId), eq(rents.tenantDeleted, false)),
        );
      await touchChangeStamps(tx, adminId, ['tenants', 'rooms']);
    }),
  );
}

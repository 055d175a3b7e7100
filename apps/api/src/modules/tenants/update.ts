import {
  BED_REQUIRED_MESSAGE,
  LEAVING_DATE_REQUIRED_MESSAGE,
  type UpdateTenantBody,
} from '@nivas/domain';
import { eq } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import type { IdentityVault } from '../../db/identity-crypto';
import { tenants, type RoomRow } from '../../db/schema';
import { AppError } from '../../errors';
import { assertBedAvailable } from './beds';
import { assertNoDuplicate } from './duplicates';
import { idNumberOfEdit, identityToSeal, leavingDateOf, toColumns } from './from-body';
import { openIdentity, sealIdentity } from './identity';
import { moveDayOf, returnDayOf } from './move-day';
import { findTenant, readTenant, type TenantView } from './queries';
import { recordStays } from './stays';
import { cancelRentsAfterLeaving, chargeReturnMonth } from './tenant-rents';
import { withUniqueGuards, type WriteSettings } from './write-guards';

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

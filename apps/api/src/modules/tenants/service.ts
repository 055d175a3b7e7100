import { randomUUID } from 'node:crypto';
import { formatInr, paiseToRupees, type CreateTenantBody } from '@nivas/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { retryOnDeadlock } from '../../db/errors';
import type { IdentityVault } from '../../db/identity-crypto';
import { depositEntries, payments, rents, tenants } from '../../db/schema';
import { AppError } from '../../errors';
import { forgetTenantOnCharges } from '../charges/leaving';
import { heldOf, listDepositEntries } from '../deposits/service';
import { findRent, type RentWithRefs } from '../rents/queries';
import { lockRoom } from '../rooms/service';
import type { RuleSettings } from '../settings/rules';
import { assertBedAvailable } from './beds';
import { assertNoDuplicate } from './duplicates';
import { identityToSeal, toColumns } from './from-body';
import { sealIdentity } from './identity';
import { findTenant, readTenant, type TenantView } from './queries';
import { moveStay, openStay } from './stays';
import { withUniqueGuards, type WriteSettings } from './write-guards';
import { cancelRentsAfterLeaving, createFirstRent } from './tenant-rents';

/**
 * Writing tenants: create, vacate a bed, delete. An edit (leaving, moving, coming back) is in
 * update.ts, the reads in queries.ts, the photo in photos.ts.
 */

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
 * and deposit entries stay in the ledgers (decision 0010) with the name written on them, as
 * the database then clears their `tenant_id`.
 *
 * A tenant holding a deposit is not deleted (DEPOSIT_HELD): the money is the tenant's, and
 * with them gone nobody would owe it back. It is refunded or settled (a move-out) first. The
 * deposit writes lock the tenant's row first too, so none lands between this check and the
 * delete.
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
      const held = heldOf(await listDepositEntries(tx, adminId, tenantId));
      if (held > 0) {
        throw new AppError(
          'DEPOSIT_HELD',
          `This tenant’s deposit of ${formatInr(paiseToRupees(held))} is still held: refund or settle it first (moving them out settles it)`,
        );
      }
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
      await tx
        .update(payments)
        .set({ tenantName: tenant.name })
        .where(eq(payments.tenantId, tenantId));
      await tx
        .update(depositEntries)
        .set({ tenantName: tenant.name })
        .where(eq(depositEntries.tenantId, tenantId));
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

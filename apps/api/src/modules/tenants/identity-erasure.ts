import { ERASE_IDENTITY_AFTER_DAYS } from '@nivas/domain';
import { inArray, sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import { queryRows, type Database } from '../../db/client';
import { tenantIdCards, tenantPhotos } from '../../db/schema';

/**
 * Erases the identity data of every tenant who left (became inactive) more than their PG's
 * `eraseIdentityAfterDays` ago: the ciphertext (the guardian in it), the photo, the masked
 * copies of the ID card, the keyed hash and, with the wrapped data key, any copy of them that
 * may remain (crypto-erasure). The row stays, with the name and the room, for the rent
 * history. One set-based statement for every PG.
 *
 * Every condition is on the row being updated (`t`), none on a second copy of the table: a
 * row another transaction is changing (the tenant coming back) is waited for, and PostgreSQL
 * then checks these conditions again on the row as committed, so a tenant made active
 * meanwhile is left alone. A joined copy would not be checked again, and would be erased.
 */
export async function eraseDepartedIdentities(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const erased = await queryRows<{ id: string; admin_id: string }>(
      tx,
      sql`
        update tenants t set
          identity = null, data_key = null, id_proof_hash = null, id_proof_last4 = '',
          has_photo = false, identity_erased_at = ${now}, updated_at = ${now}
        where not t.active and t.identity_erased_at is null and t.left_at is not null
          and t.left_at < ${now}::timestamptz - make_interval(days => coalesce(
            (select s.erase_identity_after_days from admin_settings s where s.admin_id = t.admin_id),
            ${ERASE_IDENTITY_AFTER_DAYS.default}))
        returning t.id, t.admin_id
      `,
    );
    if (erased.length === 0) return 0;
    const ids = erased.map((row) => row.id);
    await tx.delete(tenantPhotos).where(inArray(tenantPhotos.tenantId, ids));
    await tx.delete(tenantIdCards).where(inArray(tenantIdCards.tenantId, ids));
    for (const adminId of new Set(erased.map((row) => row.admin_id))) {
      await touchChangeStamps(tx, adminId, ['tenants']);
    }
    return erased.length;
  });
}

export const ERASURE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the erasure now and then once a day. The timer does not keep the process alive, and
 * a failed run is logged (its code only) and tried again the next day.
 */
export async function scheduleIdentityErasure(options: {
  db: Database;
  now: () => Date;
  log: {
    error: (object: object, message: string) => void;
    info: (object: object, message: string) => void;
  };
}): Promise<() => void> {
  const run = async () => {
    const erased = await eraseDepartedIdentities(options.db, options.now());
    if (erased > 0) options.log.info({ erased }, 'erased the identity data of departed tenants');
  };
  await run();
  const timer = setInterval(() => {
    run().catch((error: { code?: string }) =>
      options.log.error({ code: error?.code }, 'erasing departed tenants’ identity data failed'),
    );
  }, ERASURE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

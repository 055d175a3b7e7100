import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { IdentityVault } from '../../db/identity-crypto';
import { tenantPhotos, tenants } from '../../db/schema';
import { sealIdentity } from './identity';

/**
 * The start-up step that brings a database from before encryption forward: identity data
 * still in the plain columns (schema version 5 and before) is encrypted under a new data key
 * per tenant and the plain columns are emptied; photos are encrypted the same way. Then the
 * tables are rewritten (VACUUM FULL) so that the old plain rows do not linger in their files.
 * On a database with nothing plain it is two indexed reads. The bench seeder uses it too.
 */
export async function sealPlainIdentities(
  db: Database,
  vault: IdentityVault,
  options: { batchSize?: number } = {},
): Promise<{ tenants: number; photos: number }> {
  const batchSize = options.batchSize ?? 1000;
  // Tenants already inactive when left_at came: their leaving is counted from their last change.
  await db
    .update(tenants)
    .set({ leftAt: tenants.updatedAt })
    .where(and(eq(tenants.active, false), isNull(tenants.leftAt)));

  let sealedTenants = 0;
  for (;;) {
    const count = await sealTenantBatch(db, vault, batchSize);
    if (count === 0) break;
    sealedTenants += count;
  }
  let sealedPhotos = 0;
  for (;;) {
    const count = await sealPhotoBatch(db, vault, 20);
    if (count === 0) break;
    sealedPhotos += count;
  }
  if (sealedTenants > 0) await db.execute(sql`vacuum full tenants`);
  if (sealedPhotos > 0) await db.execute(sql`vacuum full tenant_photos`);
  return { tenants: sealedTenants, photos: sealedPhotos };
}

async function sealTenantBatch(db: Database, vault: IdentityVault, limit: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: tenants.id,
        adminId: tenants.adminId,
        active: tenants.active,
        idProofType: tenants.idProofType,
        number: tenants.plainIdProofNumber,
        dob: tenants.plainDob,
        address: tenants.plainAddress,
        name: tenants.plainEmergencyName,
        phone: tenants.plainEmergencyPhone,
        relation: tenants.plainEmergencyRelation,
      })
      .from(tenants)
      .where(isNotNull(tenants.plainIdProofNumber))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    // Two active tenants of a PG may not share a number (a unique index): data from before the
    // rule keeps both tenants, and the later one gets no hash.
    const activeHashes = new Set<string>();
    const values = rows.map((row) => {
      const sealed = sealIdentity(
        vault,
        { id: row.id, adminId: row.adminId, idProofType: row.idProofType, wrappedKey: null },
        {
          idProofNumber: row.number!,
          dob: row.dob,
          address: row.address ?? '',
          emergencyContact: {
            name: row.name ?? '',
            phone: row.phone ?? '',
            relation: row.relation ?? '',
          },
          // Plain rows are from before the guardian was kept.
          guardian: null,
        },
      );
      let hash: string | null = sealed.idProofHash.toString('base64');
      if (row.active) {
        const key = `${row.adminId}:${hash}`;
        if (activeHashes.has(key)) hash = null;
        activeHashes.add(key);
      }
      return {
        id: row.id,
        identity: sealed.identity.toString('base64'),
        data_key: sealed.dataKey.toString('base64'),
        tail: sealed.idProofTail,
        hash,
      };
    });
    await tx.execute(sql`
      update tenants t set
        identity = decode(v.identity, 'base64'),
        data_key = decode(v.data_key, 'base64'),
        id_proof_last4 = v.tail,
        id_proof_hash = case
          when v.hash is null then null
          when t.active and exists (
            select 1 from tenants o
            where o.admin_id = t.admin_id and o.active and o.id_proof_hash = decode(v.hash, 'base64')
          ) then null
          else decode(v.hash, 'base64') end,
        id_proof_number = null, dob = null, address = null,
        emergency_name = null, emergency_phone = null, emergency_relation = null
      from json_to_recordset(${JSON.stringify(values)}::json)
        as v(id uuid, identity text, data_key text, tail text, hash text)
      where t.id = v.id and t.id_proof_number is not null
    `);
    return rows.length;
  });
}

async function sealPhotoBatch(db: Database, vault: IdentityVault, limit: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ tenantId: tenantPhotos.tenantId, data: tenantPhotos.data, key: tenants.dataKey })
      .from(tenantPhotos)
      .innerJoin(tenants, eq(tenants.id, tenantPhotos.tenantId))
      .where(eq(tenantPhotos.sealed, false))
      .limit(limit)
      .for('update', { of: tenantPhotos, skipLocked: true });
    for (const row of rows) {
      const wrapped = row.key ?? vault.newTenantKey(row.tenantId).wrapped;
      const key = vault.unwrapKey(row.tenantId, wrapped);
      await tx
        .update(tenantPhotos)
        .set({ data: vault.seal(key, row.tenantId, 'photo', row.data), sealed: true })
        .where(eq(tenantPhotos.tenantId, row.tenantId));
      if (!row.key) {
        await tx.update(tenants).set({ dataKey: wrapped }).where(eq(tenants.id, row.tenantId));
      }
    }
    return rows.length;
  });
}

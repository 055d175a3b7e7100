import { eq, sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import type { IdentityVault } from '../../db/identity-crypto';
import { tenantPhotos, tenants } from '../../db/schema';
import { notFound } from '../../errors';
import { findTenant } from './service';

/** Stores the photo encrypted under the tenant's data key (a new key if theirs was erased). */
export async function saveTenantPhoto(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
  photo: { contentType: string; data: Buffer },
): Promise<void> {
  await db.transaction(async (tx) => {
    const tenant = await findTenant(tx, adminId, tenantId);
    const wrapped = tenant.dataKey ?? vault.newTenantKey(tenantId).wrapped;
    const key = vault.unwrapKey(tenantId, wrapped);
    const sealed = {
      contentType: photo.contentType,
      data: vault.seal(key, tenantId, 'photo', photo.data),
      sealed: true,
    };
    await tx
      .insert(tenantPhotos)
      .values({ tenantId, ...sealed })
      .onConflictDoUpdate({
        target: tenantPhotos.tenantId,
        set: { ...sealed, updatedAt: sql`now()` },
      });
    await tx
      .update(tenants)
      .set({ hasPhoto: true, dataKey: wrapped, updatedAt: new Date() })
      .where(eq(tenants.id, tenantId));
    await touchChangeStamps(tx, adminId, ['tenants']);
  });
}

export async function findTenantPhoto(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
) {
  const tenant = await findTenant(db, adminId, tenantId);
  const [photo] = await db
    .select({ contentType: tenantPhotos.contentType, data: tenantPhotos.data })
    .from(tenantPhotos)
    .where(eq(tenantPhotos.tenantId, tenantId));
  if (!photo || !tenant.dataKey) throw notFound('Photo');
  const key = vault.unwrapKey(tenantId, tenant.dataKey);
  return { contentType: photo.contentType, data: vault.open(key, tenantId, 'photo', photo.data) };
}

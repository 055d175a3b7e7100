import { eq, sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import type { IdentityVault } from '../../db/identity-crypto';
import { tenantPhotos, tenants } from '../../db/schema';
import { MAX_PHOTO_BYTES } from '@nivas/domain';
import { AppError, notFound } from '../../errors';
import { findTenant, type TenantDetailRow } from './queries';

/** JPEG and PNG by their first bytes, not by what the client claims. */
export function imageType(data: Buffer): 'image/jpeg' | 'image/png' | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  if (
    data.length > 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  return null;
}

/**
 * The wrapped data key new identity data (a photo, a side of the ID card) is sealed under: the
 * tenant's own, or a new one if theirs was erased. Called under the tenant's row lock, so the
 * daily erasure either ran before (and is seen here) or waits for this write and erases it.
 * A departed tenant whose identity was erased gets nothing new (IDENTITY_ERASED): it would be
 * kept for ever, the erasure passing over a row it marked erased. A tenant who came back may
 * have new data: the writer clears `identity_erased_at` with it, so the erasure applies again
 * when they leave.
 */
export function keyForNewIdentityData(
  vault: IdentityVault,
  tenant: Pick<TenantDetailRow, 'id' | 'active' | 'dataKey' | 'identityErasedAt'>,
): Buffer {
  if (tenant.identityErasedAt !== null && !tenant.active) {
    throw new AppError(
      'IDENTITY_ERASED',
      'This tenant left and their identity data was erased: a photo or ID card can be added again only if they come back',
    );
  }
  return tenant.dataKey ?? vault.newTenantKey(tenant.id).wrapped;
}

/**
 * Stores the photo sent as the raw request body, encrypted under the tenant's data key (a new
 * key if theirs was erased): at most MAX_PHOTO_BYTES, and a JPEG or PNG by its first bytes.
 */
export async function saveTenantPhoto(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
  body: unknown,
): Promise<void> {
  const data = Buffer.isBuffer(body) ? body : null;
  if (data && data.length > MAX_PHOTO_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Photo must be at most 2 MB');
  }
  const contentType = data ? imageType(data) : null;
  if (!data || !contentType)
    throw new AppError('INVALID_PHOTO', 'Photo must be a JPEG or PNG image');
  const photo = { contentType, data };
  await db.transaction(async (tx) => {
    const tenant = await findTenant(tx, adminId, tenantId, { lock: true });
    const wrapped = keyForNewIdentityData(vault, tenant);
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
      .set({ hasPhoto: true, dataKey: wrapped, identityErasedAt: null, updatedAt: new Date() })
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

import { eq, sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import type { IdentityVault } from '../../db/identity-crypto';
import { tenantPhotos, tenants } from '../../db/schema';
import { MAX_PHOTO_BYTES } from '@nivas/domain';
import { AppError, notFound } from '../../errors';
import { findTenant } from './queries';

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

import { type IdCardSide, MAX_ID_CARD_IMAGE_BYTES } from '@nivas/domain';
import { and, eq, sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import type { IdentityVault } from '../../db/identity-crypto';
import { tenantIdCards, tenants } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { imageType, keyForNewIdentityData } from './photos';
import { findTenant } from './queries';

/**
 * The tenant's ID card, a side at a time, as the browser masked it (the number's first eight
 * digits blacked out in the image: the server never receives the whole number's picture).
 * Encrypted under the tenant's data key like the photo, bound to the tenant and the side, so
 * a front cannot be served as a back or as another tenant's; erased with the identity.
 */

/** What each side's ciphertext is bound to. */
const purposeOf = (side: IdCardSide) => `id-card-${side}` as const;

/** The same checks as the photo: at most the limit, and a JPEG or PNG by its first bytes. */
export async function saveIdCardImage(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
  side: IdCardSide,
  body: unknown,
): Promise<void> {
  const data = Buffer.isBuffer(body) ? body : null;
  if (data && data.length > MAX_ID_CARD_IMAGE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Card image must be at most 2 MB');
  }
  const contentType = data ? imageType(data) : null;
  if (!data || !contentType) {
    throw new AppError('INVALID_PHOTO', 'Card image must be a JPEG or PNG image');
  }
  await db.transaction(async (tx) => {
    const tenant = await findTenant(tx, adminId, tenantId, { lock: true });
    const wrapped = keyForNewIdentityData(vault, tenant);
    const key = vault.unwrapKey(tenantId, wrapped);
    const sealed = { contentType, data: vault.seal(key, tenantId, purposeOf(side), data) };
    await tx
      .insert(tenantIdCards)
      .values({ tenantId, side, ...sealed })
      .onConflictDoUpdate({
        target: [tenantIdCards.tenantId, tenantIdCards.side],
        set: { ...sealed, updatedAt: sql`now()` },
      });
    await tx
      .update(tenants)
      .set({ dataKey: wrapped, identityErasedAt: null, updatedAt: new Date() })
      .where(eq(tenants.id, tenantId));
    await touchChangeStamps(tx, adminId, ['tenants']);
  });
}

export async function findIdCardImage(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
  side: IdCardSide,
) {
  const tenant = await findTenant(db, adminId, tenantId);
  const [image] = await db
    .select({ contentType: tenantIdCards.contentType, data: tenantIdCards.data })
    .from(tenantIdCards)
    .where(and(eq(tenantIdCards.tenantId, tenantId), eq(tenantIdCards.side, side)));
  if (!image || !tenant.dataKey) throw notFound('Card image');
  const key = vault.unwrapKey(tenantId, tenant.dataKey);
  return {
    contentType: image.contentType,
    data: vault.open(key, tenantId, purposeOf(side), image.data),
  };
}

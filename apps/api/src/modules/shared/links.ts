import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareLinks } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { findTenant } from '../tenants/queries';

/**
 * Tenants' own links (decision 0014): a token of 32 random bytes (256 bits, 43 characters of
 * base64url) is given once, in the URL; only its SHA-256 is stored. Revoking deletes the
 * tenant's links, and a token that is not stored is not found, exactly as one never made.
 */

/** Links one tenant may be given in an hour: every receipt sent on WhatsApp makes one. */
export const LINKS_PER_TENANT_PER_HOUR = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** A new link for a tenant of the PG: the token, to be put in the URL and never stored. */
export async function createShareToken(
  db: Database,
  adminId: string,
  tenantId: string,
  now: Date = new Date(),
): Promise<string> {
  await findTenant(db, adminId, tenantId);
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const [recent] = await db
    .select({ made: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.tenantId, tenantId), gt(shareLinks.createdAt, hourAgo)));
  if ((recent?.made ?? 0) >= LINKS_PER_TENANT_PER_HOUR) {
    throw new AppError(
      'TOO_MANY_ATTEMPTS',
      'Too many links were made for this tenant in the last hour. Please try again later.',
    );
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(shareLinks).values({ adminId, tenantId, tokenHash: hashOf(token) });
  return token;
}

/** Ends every link of the tenant; answers how many there were. */
export async function revokeShareLinks(
  db: Database,
  adminId: string,
  tenantId: string,
): Promise<number> {
  await findTenant(db, adminId, tenantId);
  const deleted = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.adminId, adminId), eq(shareLinks.tenantId, tenantId)))
    .returning({ id: shareLinks.id });
  return deleted.length;
}

/** Whose link a token is; a malformed, unknown or revoked token is not found. */
export async function resolveShareToken(
  db: Database,
  token: string,
): Promise<{ adminId: string; tenantId: string }> {
  if (!TOKEN.test(token)) throw notFound('Link');
  const [link] = await db
    .select({ adminId: shareLinks.adminId, tenantId: shareLinks.tenantId })
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashOf(token)));
  if (!link) throw notFound('Link');
  return link;
}

/** The web app's page of a link, and its API paths (relative to the server's origin). */
export const sharePaths = {
  page: (token: string) => `/t/${token}`,
  receipt: (token: string, paymentId: string) => `/api/v1/shared/${token}/receipts/${paymentId}`,
  receiptPdf: (token: string, paymentId: string) =>
    `/api/v1/shared/${token}/receipts/${paymentId}.pdf`,
};

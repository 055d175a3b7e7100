import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rooms, tenants } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * A new or edited active tenant who matches another active tenant of the PG: the same phone
 * (refused unless the request says it is intended, `allowDuplicate`: families share a phone)
 * or the same ID number (always refused: two active records of one person are never
 * intended; the unique index `tenants_active_id_proof_key` is the last word). Either answer
 * names the tenant matched, so a screen can say who (`duplicate` in the error answer).
 */

type Match = 'phone' | 'idProof';

const MATCH_WORDS: Record<Match, string> = { phone: 'phone number', idProof: 'ID number' };

/** 'Ravi Kumar (Room 101) already has this phone number'. */
const duplicateMessage = (tenant: { name: string; roomNumber: string | null }, match: Match) =>
  `${tenant.name}${tenant.roomNumber ? ` (Room ${tenant.roomNumber})` : ''} already has this ${MATCH_WORDS[match]}`;

const CODE_OF: Record<Match, 'DUPLICATE_TENANT' | 'DUPLICATE_ID_PROOF'> = {
  phone: 'DUPLICATE_TENANT',
  idProof: 'DUPLICATE_ID_PROOF',
};

/** The first other active tenant of the PG matching the condition, by name. */
async function activeMatch(
  db: Database,
  adminId: string,
  condition: ReturnType<typeof eq>,
  exceptId: string | null,
) {
  const [match] = await db
    .select({ id: tenants.id, name: tenants.name, roomNumber: rooms.roomNumber })
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(
      and(
        eq(tenants.adminId, adminId),
        eq(tenants.active, true),
        condition,
        exceptId ? ne(tenants.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(tenants.name), asc(tenants.id))
    .limit(1);
  return match ?? null;
}

function duplicateError(
  match: { id: string; name: string; roomNumber: string | null },
  kind: Match,
) {
  return new AppError(CODE_OF[kind], duplicateMessage(match, kind), {
    duplicate: { _id: match.id, name: match.name, match: kind },
  });
}

/**
 * Inside the writing transaction: refuses an active tenant with another active tenant's
 * phone (unless `allowDuplicate`) or ID number. Writes that give an active tenant a phone are
 * serialised per PG and phone by a transaction-scoped advisory lock, taken even when the
 * duplicate is allowed, so two requests with one phone never both pass the check unseen.
 */
export async function assertNoDuplicate(
  tx: Database,
  adminId: string,
  tenant: { id: string | null; phone: string; idProofHash: Buffer; allowDuplicate: boolean },
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`tenant-phone:${adminId}:${tenant.phone}`}, 0))`,
  );
  const byId = await activeMatch(
    tx,
    adminId,
    eq(tenants.idProofHash, tenant.idProofHash),
    tenant.id,
  );
  if (byId) throw duplicateError(byId, 'idProof');
  if (tenant.allowDuplicate) return;
  const byPhone = await activeMatch(tx, adminId, eq(tenants.phone, tenant.phone), tenant.id);
  if (byPhone) throw duplicateError(byPhone, 'phone');
}

/**
 * The answer to a lost race on the ID number's unique index (the check above ran before the
 * other tenant committed): the same refusal, naming the tenant who won.
 */
export async function idProofDuplicateError(
  db: Database,
  adminId: string,
  tenant: { id: string | null; idProofHash: Buffer | null },
): Promise<AppError> {
  const match =
    tenant.idProofHash &&
    (await activeMatch(db, adminId, eq(tenants.idProofHash, tenant.idProofHash), tenant.id));
  return match
    ? duplicateError(match, 'idProof')
    : new AppError('DUPLICATE_ID_PROOF', 'An active tenant already has this ID number');
}

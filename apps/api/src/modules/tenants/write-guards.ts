import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import type { RuleSettings } from '../settings/rules';
import { idProofDuplicateError } from './duplicates';

/**
 * What a write reads of the PG's settings: the time zone of dates sent, today in it, and how
 * a new tenant's first month is charged.
 */
export type WriteSettings = Pick<RuleSettings, 'timeZone' | 'today' | 'firstMonth'>;

/**
 * The database's unique indexes are the last word on a bed and on an ID number: a lost race
 * is a plain 409 (the ID number's naming the tenant who won).
 */
export async function withUniqueGuards<T>(
  db: Database,
  adminId: string,
  /** What was written; an edit learns its ID number's hash inside the transaction. */
  tenant: { id: string | null; bedNumber: number | null; idProofHash: Buffer | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'tenants_active_bed_key')) {
      throw new AppError('BED_TAKEN', `Bed ${tenant.bedNumber} is already occupied`);
    }
    if (isUniqueViolation(error, 'tenants_active_id_proof_key')) {
      throw await idProofDuplicateError(db, adminId, tenant);
    }
    throw error;
  }
}

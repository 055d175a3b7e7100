import {
  depositHeld,
  depositProblem,
  depositProblemMessage,
  rupeesToPaise,
  type DepositEntryBody,
  type DepositEntryKind,
  type Paise,
} from '@nivas/domain';
import { and, desc, eq } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { depositEntries, type DepositEntryRow } from '../../db/schema';
import { AppError } from '../../errors';
import { happenedOn } from '../rents/service';
import type { RuleSettings } from '../settings/rules';
import { findTenant } from '../tenants/queries';

/**
 * The deposit ledger: what a tenant gave as security, what was kept back and what was paid
 * back. A deposit is held money, never used for rent except by a move-out's explicit
 * settlement (modules/move-out).
 */

/** A tenant's entries, newest first. */
export async function listDepositEntries(
  db: Database,
  adminId: string,
  tenantId: string,
): Promise<DepositEntryRow[]> {
  return db
    .select()
    .from(depositEntries)
    .where(and(eq(depositEntries.adminId, adminId), eq(depositEntries.tenantId, tenantId)))
    .orderBy(desc(depositEntries.date), desc(depositEntries.createdAt), desc(depositEntries.id));
}

/** What is held of the entries, by the domain's `depositHeld`. */
export const heldOf = (entries: readonly DepositEntryRow[]): Paise =>
  depositHeld(
    entries.map((entry) => ({ kind: entry.kind as DepositEntryKind, amount: entry.amountPaise })),
  );

export interface NewDepositEntry {
  kind: DepositEntryKind;
  amountPaise: Paise;
  date: string;
  method: string | null;
  reference: string;
  reason: string;
}

/**
 * Writes one entry within the domain's limit (`depositProblem`: a deduction or refund never
 * takes more than is held). The caller holds the tenant's row lock, taken before anything
 * else, so two refunds racing read the held figure one after the other.
 */
export async function writeDepositEntry(
  tx: Database,
  adminId: string,
  tenantId: string,
  entry: NewDepositEntry,
): Promise<{ entry: DepositEntryRow; held: Paise }> {
  const held = heldOf(await listDepositEntries(tx, adminId, tenantId));
  const problem = depositProblem(entry.kind, entry.amountPaise, held);
  if (problem) throw new AppError(problem, depositProblemMessage(problem, held));
  const [written] = await tx
    .insert(depositEntries)
    .values({ adminId, tenantId, ...entry })
    .returning();
  const change = entry.kind === 'collect' ? entry.amountPaise : -entry.amountPaise;
  return { entry: written!, held: held + change };
}

/**
 * POST /tenants/{id}/deposit: one entry, dated today or before (DATE_IN_FUTURE), under the
 * tenant's lock (OVER_DEPOSIT_HELD).
 */
export async function recordDepositEntry(
  db: Database,
  adminId: string,
  tenantId: string,
  body: DepositEntryBody,
  settings: Pick<RuleSettings, 'timeZone' | 'today'>,
): Promise<{ entry: DepositEntryRow; held: Paise }> {
  const date = happenedOn(body.date, settings);
  return db.transaction(async (tx) => {
    await findTenant(tx, adminId, tenantId, { lock: true });
    const written = await writeDepositEntry(tx, adminId, tenantId, {
      kind: body.kind,
      amountPaise: rupeesToPaise(body.amount),
      date,
      method: body.method ?? null,
      reference: body.reference,
      reason: body.reason,
    });
    await touchChangeStamps(tx, adminId, []);
    return written;
  });
}

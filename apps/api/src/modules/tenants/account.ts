import { accountTotals, paiseToRupees, type DueRules, type TenantAccount } from '@nivas/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { IdentityVault } from '../../db/identity-crypto';
import { payments, rents } from '../../db/schema';
import { selectRents } from '../rents/queries';
import { dueOf, toApiPayment, toApiRent } from '../rents/to-api';
import { readTenant } from './queries';
import { toApiTenant } from './to-api';

/**
 * A tenant's account (GET /tenants/{id}/account), active or not: who they are (ID masked),
 * every rent newest due date first (cancelled ones included), every payment newest first
 * (voided ones included), and the totals of the domain's `accountTotals` over exactly those
 * rows, so the totals always add up to what the screen lists. One repeatable-read snapshot.
 */
export async function readAccount(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
  rules: DueRules,
): Promise<TenantAccount> {
  return db.transaction(
    async (tx) => {
      const tenant = await readTenant(tx, vault, adminId, tenantId);
      const [rentRows, paymentRows] = await Promise.all([
        selectRents(tx)
          .where(and(eq(rents.adminId, adminId), eq(rents.tenantId, tenantId)))
          .orderBy(desc(rents.dueDate), desc(rents.createdAt), desc(rents.id)),
        tx
          .select()
          .from(payments)
          .where(and(eq(payments.adminId, adminId), eq(payments.tenantId, tenantId)))
          .orderBy(desc(payments.paidOn), desc(payments.createdAt), desc(payments.id)),
      ]);
      const totals = accountTotals(
        rentRows.map((row) => dueOf(row.rent)),
        paymentRows.map((p) => ({ amount: p.amountPaise, isVoided: p.voidedAt !== null })),
        rules,
      );
      return {
        tenant: toApiTenant(tenant),
        rents: rentRows.map((row) => toApiRent(row, rules)),
        payments: paymentRows.map(toApiPayment),
        totals: {
          due: paiseToRupees(totals.due),
          overdue: paiseToRupees(totals.overdue),
          upcoming: paiseToRupees(totals.upcoming),
          paid: paiseToRupees(totals.paid),
          credit: paiseToRupees(totals.credit),
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

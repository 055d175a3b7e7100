import { accountTotals, paiseToRupees, type DueRules, type TenantAccount } from '@nivas/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { IdentityVault } from '../../db/identity-crypto';
import { payments, rents } from '../../db/schema';
import { listTenantCharges } from '../charges/queries';
import { listLiveRecurringCharges } from '../charges/recurring';
import { chargeDueOf, toApiCharge, toApiRecurringCharge } from '../charges/to-api';
import { heldOf, listDepositEntries } from '../deposits/service';
import { toApiDeposit } from '../deposits/to-api';
import { findMoveOut } from '../move-out/service';
import { toApiMoveOut } from '../move-out/to-api';
import { selectRents } from '../rents/queries';
import { dueOf, toApiPayment, toApiRent } from '../rents/to-api';
import { readTenant } from './queries';
import { toApiTenant } from './to-api';

/**
 * A tenant's account (GET /tenants/{id}/account), active or not: who they are (ID masked),
 * every rent and every charge newest due date first (cancelled rents and waived charges
 * included), their recurring charges still running, every payment newest first (voided ones
 * included), their deposit (agreed, held, every entry), and the totals of the domain's
 * `accountTotals` over exactly those rents and charges (a waived charge owes nothing, as a
 * cancelled rent), so the totals always add up to what the screen lists; the deposit is held
 * money, never in them. One repeatable-read snapshot.
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
      const [rentRows, paymentRows, chargeRows, plans, depositRows, moveOut] = await Promise.all([
        selectRents(tx)
          .where(and(eq(rents.adminId, adminId), eq(rents.tenantId, tenantId)))
          .orderBy(desc(rents.dueDate), desc(rents.createdAt), desc(rents.id)),
        tx
          .select()
          .from(payments)
          .where(and(eq(payments.adminId, adminId), eq(payments.tenantId, tenantId)))
          .orderBy(desc(payments.paidOn), desc(payments.createdAt), desc(payments.id)),
        listTenantCharges(tx, adminId, tenantId),
        listLiveRecurringCharges(tx, adminId, tenantId),
        listDepositEntries(tx, adminId, tenantId),
        findMoveOut(tx, adminId, tenantId),
      ]);
      const totals = accountTotals(
        [
          ...rentRows.map((row) => dueOf(row.rent)),
          ...chargeRows.map((row) => chargeDueOf(row.charge)),
        ],
        paymentRows.map((p) => ({ amount: p.amountPaise, isVoided: p.voidedAt !== null })),
        rules,
      );
      return {
        tenant: toApiTenant(tenant),
        rents: rentRows.map((row) => toApiRent(row, rules)),
        charges: chargeRows.map((row) => toApiCharge(row, rules)),
        recurringCharges: plans.map(toApiRecurringCharge),
        payments: paymentRows.map(toApiPayment),
        deposit: toApiDeposit(tenant.depositPaise, heldOf(depositRows), depositRows),
        moveOut: moveOut ? toApiMoveOut(moveOut) : null,
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

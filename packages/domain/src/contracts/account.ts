import { z } from 'zod';
import { ChargeSchema, RecurringChargeSchema } from './charges';
import { DepositSchema } from './deposit';
import { MoveOutSchema } from './move-out';
import { PaymentSchema, RentSchema } from './rents';
import { TenantSchema } from './tenants';

/**
 * A tenant's account on one screen (GET /tenants/{id}/account): who they are, every rent and
 * charge with what was paid and what is due, every payment (voided ones included, marked),
 * their deposit, and the totals. `due` is what is owed on rents and charges whose due date has
 * come; `upcoming` what is owed on those not yet due; `overdue` the part of `due` past its
 * grace days; `paid` the sum of live payments. The deposit is held money, never in these.
 */
export const AccountTotalsSchema = z.object({
  due: z.number(),
  overdue: z.number(),
  upcoming: z.number(),
  paid: z.number(),
  /** Paid beyond what is owed; 0 until move-out settlements can leave a credit. */
  credit: z.number(),
});
export type AccountTotals = z.infer<typeof AccountTotalsSchema>;

export const TenantAccountSchema = z.object({
  tenant: TenantSchema,
  /** Newest due date first; cancelled rents included, marked by their status. */
  rents: z.array(RentSchema),
  /** Newest due date first; waived ones included, marked by their status. */
  charges: z.array(ChargeSchema),
  recurringCharges: z.array(RecurringChargeSchema),
  /** Newest first; voided payments included. */
  payments: z.array(PaymentSchema),
  deposit: DepositSchema,
  /** The recorded move-out statement, once they moved out. */
  moveOut: MoveOutSchema.nullable(),
  totals: AccountTotalsSchema,
});
export type TenantAccount = z.infer<typeof TenantAccountSchema>;

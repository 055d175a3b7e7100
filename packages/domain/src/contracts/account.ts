import { z } from 'zod';
import { PaymentSchema, RentSchema } from './rents';
import { TenantSchema } from './tenants';

/**
 * A tenant's account on one screen (GET /tenants/{id}/account): who they are, every rent with
 * what was paid and what is due, every payment (voided ones included, marked), and the totals.
 * `due` is what is owed on rents whose due date has come; `upcoming` what is owed on rents not
 * yet due; `overdue` the part of `due` past its grace days; `paid` the sum of live payments.
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
  /** Newest first; voided payments included. */
  payments: z.array(PaymentSchema),
  totals: AccountTotalsSchema,
});
export type TenantAccount = z.infer<typeof TenantAccountSchema>;

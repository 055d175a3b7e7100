import { z } from 'zod';
import { DEPOSIT_ENTRY_KINDS } from '../rules/deposit';
import { dataResponse } from './envelope';
import { dateField, optionalText, whenValid } from './fields';
import { PAYMENT_METHODS, rupeesField } from './rents';

/**
 * POST /tenants/{id}/deposit: money taken as security (collect), kept back with a reason
 * (deduct), or paid back (refund). Collect and refund need a method; deduct needs a reason.
 */
export const DepositEntryBodySchema = z
  .object({
    kind: z.enum(DEPOSIT_ENTRY_KINDS, {
      error: `Kind must be one of ${DEPOSIT_ENTRY_KINDS.join(', ')}`,
    }),
    amount: rupeesField('Amount', { positive: true }),
    date: dateField('Date'),
    method: z
      .enum(PAYMENT_METHODS, { error: `Method must be one of ${PAYMENT_METHODS.join(', ')}` })
      .optional(),
    reference: optionalText('Reference', 100),
    reason: optionalText('Reason', 200),
  })
  .superRefine(
    (entry, ctx) => {
      if (entry.kind === 'deduct' && !entry.reason) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'A deduction needs a reason' });
      }
      if (entry.kind !== 'deduct' && !entry.method) {
        ctx.addIssue({ code: 'custom', path: ['method'], message: 'Method is required' });
      }
    },
    { when: whenValid('kind', 'reason', 'method') },
  );
export type DepositEntryBody = z.output<typeof DepositEntryBodySchema>;

export const DepositEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(DEPOSIT_ENTRY_KINDS),
  amount: z.number(),
  date: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type DepositEntry = z.infer<typeof DepositEntrySchema>;

/** POST /tenants/{id}/deposit answers the entry recorded and what is held now. */
export const DepositEntryResponseSchema = dataResponse(DepositEntrySchema).extend({
  held: z.number(),
});
export type DepositEntryResponse = z.infer<typeof DepositEntryResponseSchema>;

/** The tenant's deposit: what was agreed, what is held now, and every entry. */
export const DepositSchema = z.object({
  agreed: z.number(),
  held: z.number(),
  entries: z.array(DepositEntrySchema),
});
export type Deposit = z.infer<typeof DepositSchema>;

import { z } from 'zod';
import { RENT_STATUSES } from '../rules/rent-status';
import { dateField, optionalText, ReasonBodySchema, whenValid, wholeNumber } from './fields';
import { rupeesField } from './rents';
import { RoomRefSchema } from './rooms';

/** Dues other than rent. A late fee is added by the PG's rule; the rest by the owner or a meter. */
export const CHARGE_KINDS = [
  'electricity',
  'water',
  'mess',
  'laundry',
  'maintenance',
  'lateFee',
  'damage',
  'other',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

const chargeKindField = z.enum(CHARGE_KINDS, {
  error: `Kind must be one of ${CHARGE_KINDS.join(', ')}`,
});

/** POST /tenants/{id}/charges: a one-off due; it is paid like a rent (PUT /charges/{id}/pay). */
export const CreateChargeBodySchema = z
  .object({
    kind: chargeKindField,
    amount: rupeesField('Amount', { positive: true }),
    date: dateField('Date'),
    dueDate: dateField('Due date'),
    note: optionalText('Note', 300),
  })
  .refine((c) => c.dueDate.slice(0, 10) >= c.date.slice(0, 10), {
    message: 'Due date cannot be before the date',
    path: ['dueDate'],
    when: whenValid('date', 'dueDate'),
  });
export type CreateChargeBody = z.output<typeof CreateChargeBodySchema>;

/** A charge as answered: status, paid and due computed as for a rent. */
export const ChargeSchema = z.object({
  _id: z.string(),
  tenantId: z.object({ _id: z.string(), name: z.string(), phone: z.string() }).nullable(),
  tenantInfo: z.object({ name: z.string(), phone: z.string() }),
  roomId: RoomRefSchema.nullable(),
  kind: chargeKindField,
  amount: z.number(),
  amountPaid: z.number(),
  amountDue: z.number(),
  date: z.string(),
  dueDate: z.string(),
  note: z.string(),
  status: z.enum(RENT_STATUSES),
  daysOverdue: z.number(),
  /** Waived (voided) with a reason: kept, owed by nobody. */
  waived: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** The rent a late fee is for; the meter reading an electricity share comes from. */
  rentId: z.string().nullable(),
  meterReadingId: z.string().nullable(),
  createdAt: z.string(),
});
export type Charge = z.infer<typeof ChargeSchema>;

/**
 * Optional filters of `GET /charges`: the month (with its year) a charge falls due in, as rent
 * management lists a month's rents; a status as rents' (a waived charge is Cancelled); a tenant.
 */
export const ChargeListQuerySchema = z
  .object({
    month: wholeNumber('month', { min: 1, max: 12 }).optional(),
    year: wholeNumber('year', { min: 2000, max: 2100 }).optional(),
    status: z
      .enum(RENT_STATUSES, { error: `status must be one of ${RENT_STATUSES.join(', ')}` })
      .optional(),
    tenantId: z.uuid({ error: 'tenantId must be an id' }).optional(),
  })
  .refine((q) => (q.month === undefined) === (q.year === undefined), {
    message: 'Give both month and year, or neither',
    path: ['month'],
  });
export type ChargeListQuery = z.output<typeof ChargeListQuerySchema>;

/** POST /charges/{id}/waive: a charge is never deleted; it is waived with a reason. */
export const WaiveChargeBodySchema = ReasonBodySchema;

/** A charge made every month beside the rent (a mess plan), by generate-monthly. */
export const CreateRecurringChargeBodySchema = z.object({
  kind: chargeKindField,
  amount: rupeesField('Amount', { positive: true }),
  note: optionalText('Note', 300),
});
export type CreateRecurringChargeBody = z.output<typeof CreateRecurringChargeBodySchema>;

export const RecurringChargeSchema = z.object({
  _id: z.string(),
  kind: chargeKindField,
  amount: z.number(),
  note: z.string(),
  createdAt: z.string(),
});
export type RecurringCharge = z.infer<typeof RecurringChargeSchema>;

import { z } from 'zod';
import { RENT_STATUSES } from '../rules/rent-status';
import { dateField, optionalText, requiredText } from './fields';
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

/** The API's English name of each kind (ledger labels, statements); screens use their catalogue. */
export const CHARGE_KIND_NAMES: Record<ChargeKind, string> = {
  electricity: 'Electricity',
  water: 'Water',
  mess: 'Mess',
  laundry: 'Laundry',
  maintenance: 'Maintenance',
  lateFee: 'Late fee',
  damage: 'Damage',
  other: 'Other',
};

/** What a charge is for, as a ledger line or a statement shows it ('Electricity · 120 units …'). */
export const chargeLabel = (charge: { kind: ChargeKind; note: string }): string =>
  charge.note
    ? `${CHARGE_KIND_NAMES[charge.kind]} · ${charge.note}`
    : CHARGE_KIND_NAMES[charge.kind];

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

/** POST /charges/{id}/waive: a charge is never deleted; it is waived with a reason. */
export const WaiveChargeBodySchema = z.object({ reason: requiredText('Reason', 200) });

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

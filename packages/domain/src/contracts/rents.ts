import { z } from 'zod';
import { RENT_PERIODS } from '../rules/periods';
import { RENT_STATUSES } from '../rules/rent-status';
import {
  calendarDateField,
  dateField,
  moneyField,
  optionalText,
  plainText,
  ReasonBodySchema,
  whenValid,
  wholeNumber,
} from './fields';
import { dataResponse } from './envelope';
import { MAX_RENT_RUPEES, RoomRefSchema } from './rooms';

export const PAYMENT_METHODS = ['Cash', 'UPI', 'Bank Transfer', 'Cheque', 'Other'] as const;
export const DEFAULT_PAYMENT_METHOD = 'Cash';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Rupees with at most two decimals, within the rent limit. */
export const rupeesField = (label: string, options: { positive?: boolean } = {}) =>
  moneyField(label, { max: MAX_RENT_RUPEES, ...options });

const paymentMethodField = z.enum(PAYMENT_METHODS, {
  error: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}`,
});

export const RentFormSchema = z
  .object({
    tenantId: z.uuid({ error: 'Tenant is required' }),
    amount: rupeesField('Amount'),
    month: wholeNumber('Month', { min: 1, max: 12 }),
    year: wholeNumber('Year', { min: 2000, max: 2100 }),
    dueDate: dateField('Due date'),
    isPaid: z.boolean({ error: 'isPaid must be true or false' }).default(false),
    paymentDate: z.preprocess(blankToUndefined, dateField('Payment date').optional()),
    paymentMethod: z.preprocess(blankToUndefined, paymentMethodField.optional()),
    paymentReference: optionalText('Payment reference', 100),
    notes: optionalText('Notes', 500),
    paymentPeriod: z
      .enum(RENT_PERIODS, { error: 'Payment period must be monthly, weekly or daily' })
      .default('monthly'),
    weekNumber: z.preprocess(
      blankToUndefined,
      wholeNumber('Week number', { min: 1, max: 53 }).optional(),
    ),
  })
  .superRefine(
    (rent, ctx) => {
      if (rent.isPaid && !rent.paymentDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['paymentDate'],
          message: 'Payment date is required when the rent is paid',
        });
      }
      if (rent.isPaid && !rent.paymentMethod) {
        ctx.addIssue({
          code: 'custom',
          path: ['paymentMethod'],
          message: 'Payment method is required when the rent is paid',
        });
      }
      if (rent.paymentPeriod === 'weekly' && rent.weekNumber === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['weekNumber'],
          message: 'Week number is required for a weekly rent',
        });
      }
    },
    { when: whenValid('isPaid', 'paymentDate', 'paymentMethod', 'paymentPeriod', 'weekNumber') },
  );
export type RentFormInput = z.input<typeof RentFormSchema>;
export type RentFormBody = z.output<typeof RentFormSchema>;

/**
 * Both pay bodies of SPEC.md §7: the simple list's `{isPaid, paymentDate, paymentMethod}`
 * pays the whole balance; rent management's `{paymentMethod, paymentReference, notes, amount?}`
 * pays `amount`, or the balance when it is left out.
 */
export const PayRentSchema = z.object({
  /** Only `true` or left out: paying records a payment, and a payment is undone by voiding it. */
  isPaid: z
    .literal(true, {
      error: (i) =>
        i.input === false
          ? 'isPaid must be true to record a payment; a payment is undone by voiding it'
          : 'isPaid must be true or false',
    })
    .optional(),
  amount: z.preprocess(blankToUndefined, rupeesField('Amount', { positive: true }).optional()),
  paymentDate: z.preprocess(blankToUndefined, dateField('Payment date').optional()),
  paymentMethod: z
    .preprocess(blankToUndefined, paymentMethodField.optional())
    .default(DEFAULT_PAYMENT_METHOD),
  paymentReference: optionalText('Payment reference', 100),
  notes: optionalText('Notes', 500),
});
export type PayRentBody = z.output<typeof PayRentSchema>;

export const GenerateMonthlySchema = z
  .object({
    month: wholeNumber('Month', { min: 1, max: 12 }).optional(),
    year: wholeNumber('Year', { min: 2000, max: 2100 }).optional(),
  })
  .refine((b) => (b.month === undefined) === (b.year === undefined), {
    message: 'Give both month and year, or neither',
    path: ['month'],
    when: whenValid('month', 'year'),
  })
  .optional();

export const RentSchema = z.object({
  _id: z.string(),
  tenantId: z.object({ _id: z.string(), name: z.string(), phone: z.string() }).nullable(),
  roomId: RoomRefSchema.nullable(),
  tenantInfo: z.object({ name: z.string(), phone: z.string() }),
  roomInfo: z.object({ roomNumber: z.string(), floorNumber: z.number() }).nullable(),
  tenantDeleted: z.boolean(),
  month: z.number(),
  year: z.number(),
  dueDate: z.string(),
  amount: z.number(),
  amountPaid: z.number(),
  /** What is still owed: the amount less what was paid; 0 once paid or cancelled. */
  amountDue: z.number(),
  isPaid: z.boolean(),
  status: z.enum(RENT_STATUSES),
  daysOverdue: z.number(),
  paymentDate: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentReference: z.string(),
  notes: z.string(),
  paymentPeriod: z.enum(RENT_PERIODS),
  weekNumber: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rent = z.infer<typeof RentSchema>;

/**
 * One row of the payment ledger. A payment is never deleted: a wrong one is voided with a
 * reason and stays, marked, with its time. `rentId` is null once the rent it paid was deleted
 * (possible only after its payments were voided); `label` keeps what it was for.
 */
export const PaymentSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  notes: z.string(),
  paidOn: z.string(),
  rentId: z.string().nullable(),
  tenantId: z.string().nullable(),
  /** What it paid for, as the ledger shows it: 'Rent · November 2026'. */
  label: z.string(),
  /** Its receipt's number, `RCPT-2026-000123`: gapless per PG and year, kept when voided. */
  receiptNumber: z.string(),
  voided: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** Made by the deposit at move-out's settlement: it cannot be voided (PAYMENT_FROM_DEPOSIT). */
  fromDeposit: z.boolean(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * Beside a payment just recorded: what looks doubtful about it, recorded all the same (a UPI
 * payment whose reference is not a 12-digit UPI transaction id).
 */
export const PaymentWarningsSchema = z.array(z.string());

/** Why a payment is voided; the reason Undo gives is 'undone'. */
export const VoidPaymentBodySchema = ReasonBodySchema;
export type VoidPaymentBody = z.output<typeof VoidPaymentBodySchema>;
export const UNDO_REASON = 'undone';
/** POST /payments/{id}/void: the payment as now voided, and its rent as it now stands (null once deleted). */
export const VoidPaymentResponseSchema = dataResponse(PaymentSchema).extend({
  rent: RentSchema.nullable(),
});
export type VoidPaymentResponse = z.infer<typeof VoidPaymentResponseSchema>;

export const GenerateMonthlyResultSchema = z.object({
  created: z.number(),
  skipped: z.number(),
  month: z.number(),
  year: z.number(),
});
export type GenerateMonthlyResult = z.infer<typeof GenerateMonthlyResultSchema>;

export const DashboardStatsSchema = z.object({
  totalRooms: z.number(),
  occupiedRooms: z.number(),
  partiallyOccupiedRooms: z.number(),
  fullyOccupiedRooms: z.number(),
  vacantRooms: z.number(),
  totalBeds: z.number(),
  occupiedBeds: z.number(),
  totalTenants: z.number(),
  pendingRents: z.number(),
  pendingAmount: z.number(),
  /** Of the pending amount, what was due today or before (rents and charges). */
  owedTodayAmount: z.number(),
  overdueCount: z.number(),
  upcomingCount: z.number(),
  upcomingDueRents: z.array(RentSchema),
  overdueRents: z.array(RentSchema),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/**
 * Optional filters and paging for `GET /rents`. Without any, the whole list is answered, as
 * SPEC.md §7 says; with `page`/`limit`, one page and the total.
 */
export const RentListQuerySchema = z.object({
  status: z
    .enum(RENT_STATUSES, { error: `status must be one of ${RENT_STATUSES.join(', ')}` })
    .optional(),
  from: calendarDateField('from').optional(),
  to: calendarDateField('to').optional(),
  tenantId: z.uuid({ error: 'tenantId must be an id' }).optional(),
  /** Words to find in the tenant's name or phone, the room number, or the month name or year. */
  q: plainText('q', 100).optional(),
  page: wholeNumber('page', { min: 1, max: 1_000_000 }).optional(),
  limit: wholeNumber('limit', { min: 1, max: 5000 }).optional(),
});
export type RentListQuery = z.infer<typeof RentListQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/**
 * The money: rents, charges and the deposit ledger, each paid through the one payments ledger,
 * and the receipt numbers payments take.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { timestamps } from './columns';
import { meterReadings, rooms, tenants } from './rooms-and-tenants';

export const rents = pgTable(
  'rents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** Null once the tenant is deleted; the snapshot below keeps who it was. */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    tenantName: text('tenant_name').notNull(),
    tenantPhone: text('tenant_phone').notNull(),
    roomNumber: text('room_number'),
    floorNumber: integer('floor_number'),
    tenantDeleted: boolean('tenant_deleted').notNull().default(false),
    paymentPeriod: text('payment_period').notNull().default('monthly'),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    weekNumber: integer('week_number'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The sum of this rent's payments, kept in the same transaction as each payment. */
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
    /** The latest payment's details, as the lists show them. */
    paymentDate: date('payment_date', { mode: 'string' }),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Set when the tenant left before this rent's period began: nobody owes it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('rents_admin_due_idx').on(t.adminId, t.dueDate),
    /** Overdue lists and dashboard figures read only unpaid rents (status-sql.ts `unpaid`). */
    index('rents_admin_unpaid_due_idx')
      .on(t.adminId, t.dueDate)
      .where(sql`${t.paidPaise} < ${t.amountPaise} and ${t.cancelledAt} is null`),
    index('rents_tenant_idx').on(t.tenantId),
    uniqueIndex('rents_monthly_key')
      .on(t.tenantId, t.year, t.month)
      .where(sql`${t.paymentPeriod} = 'monthly'`),
    uniqueIndex('rents_weekly_key')
      .on(t.tenantId, t.year, t.weekNumber)
      .where(sql`${t.paymentPeriod} = 'weekly'`),
    uniqueIndex('rents_daily_key')
      .on(t.tenantId, t.dueDate)
      .where(sql`${t.paymentPeriod} = 'daily'`),
    check('rents_month_range', sql`${t.month} between 1 and 12`),
    check('rents_year_range', sql`${t.year} between 2000 and 2100`),
    check('rents_amount_not_negative', sql`${t.amountPaise} >= 0`),
    check(
      'rents_paid_within_amount',
      sql`${t.paidPaise} >= 0 and ${t.paidPaise} <= ${t.amountPaise}`,
    ),
    check('rents_period_known', sql`${t.paymentPeriod} in ('monthly', 'weekly', 'daily')`),
  ],
);

/**
 * The payment ledger: every payment is a row, never deleted (a wrong one is voided with a
 * reason); a rent's paid amount is the sum of its live ones. A payment outlives its rent (only
 * once voided: a rent with live payments is not deleted) and its tenant; `label` keeps what
 * it paid for.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    rentId: uuid('rent_id').references(() => rents.id, { onDelete: 'set null' }),
    /** The charge it paid, when it paid one instead of a rent. */
    chargeId: uuid('charge_id').references(() => charges.id, { onDelete: 'set null' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    /**
     * Who paid, written when the tenant is deleted (`tenant_id` then goes null): a payment
     * whose rent was deleted once voided would otherwise say nobody's.
     */
    tenantName: text('tenant_name'),
    /** What it paid for, as the ledger shows it: 'Rent · November 2026'. */
    label: text('label').notNull().default(''),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /**
     * Its receipt's number, `RCPT-{year}-{sequence}`: the year of `paid_on` and the next of
     * that PG's year in `receipt_counters`, taken in the payment's transaction (decision 0013).
     */
    receiptYear: integer('receipt_year').notNull(),
    receiptSequence: integer('receipt_sequence').notNull(),
    /**
     * Made by the deposit at move-out (the settlement paying what was due): its deduction, the
     * refund and the statement stand on it, so it is never voided.
     */
    fromDeposit: boolean('from_deposit').notNull().default(false),
    /**
     * What was still due on its rent or charge once it was made, written with it: its receipt
     * says this, whatever is voided or edited later. Null only for payments voided before it
     * was kept (their receipts show no balance).
     */
    balanceAfterPaise: bigint('balance_after_paise', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('payments_receipt_number_key').on(t.adminId, t.receiptYear, t.receiptSequence),
    index('payments_rent_idx').on(t.rentId),
    index('payments_charge_idx').on(t.chargeId),
    index('payments_tenant_idx').on(t.tenantId),
    check('payments_one_due', sql`${t.rentId} is null or ${t.chargeId} is null`),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_void_has_reason', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
  ],
);

/**
 * The last receipt number each PG has given in each year. A payment takes the next one by
 * updating this row inside its own transaction, so the row stays locked until the payment
 * commits or rolls back: numbers are never skipped, never given twice (decision 0013).
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adminId, t.year] }),
    check('receipt_counters_sequence_positive', sql`${t.lastSequence} >= 1`),
  ],
);

/** CHARGE_KINDS of the domain's contract, as the database checks them. */
const chargeKindKnown = (column: unknown) =>
  sql`${column} in ('electricity', 'water', 'mess', 'laundry', 'maintenance', 'lateFee', 'damage', 'other')`;

/**
 * A charge made every month beside the rent (a mess plan) by generate-monthly. Ending it keeps
 * it, and the charges it made, on record.
 */
export const recurringCharges = pgTable(
  'recurring_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('recurring_charges_tenant_idx').on(t.tenantId),
    check('recurring_charges_kind_known', chargeKindKnown(t.kind)),
    check('recurring_charges_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Dues other than rent, paid through the same payment ledger (`payments.charge_id`), with the
 * same status rules (rents/status-sql.ts). A charge is never deleted: it is waived with a
 * reason. The tenant and room are kept as a snapshot, as on rents.
 */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    tenantName: text('tenant_name').notNull(),
    tenantPhone: text('tenant_phone').notNull(),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    roomNumber: text('room_number'),
    floorNumber: integer('floor_number'),
    kind: text('kind').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The sum of the charge's live payments, kept with each payment and void (decision 0008). */
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    /** Waived with a reason: kept, owed by nobody (its status is Cancelled). */
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waiveReason: text('waive_reason'),
    /** A late fee: the rent it is for (one late fee a rent). */
    rentId: uuid('rent_id').references(() => rents.id, { onDelete: 'set null' }),
    /** An electricity share: the reading that closed its period, and the days it counts. */
    meterReadingId: uuid('meter_reading_id').references(() => meterReadings.id, {
      onDelete: 'set null',
    }),
    shareDays: integer('share_days'),
    /** Made by generate-monthly from a recurring charge, for its month. */
    recurringChargeId: uuid('recurring_charge_id').references(() => recurringCharges.id, {
      onDelete: 'set null',
    }),
    year: integer('year'),
    month: integer('month'),
    ...timestamps,
  },
  (t) => [
    index('charges_admin_due_idx').on(t.adminId, t.dueDate),
    /** Unpaid lists and dashboard figures read only these (status-sql.ts `unpaid`). */
    index('charges_admin_unpaid_due_idx')
      .on(t.adminId, t.dueDate)
      .where(sql`${t.paidPaise} < ${t.amountPaise} and ${t.waivedAt} is null`),
    index('charges_tenant_idx').on(t.tenantId),
    index('charges_meter_reading_idx').on(t.meterReadingId),
    uniqueIndex('charges_late_fee_key')
      .on(t.rentId)
      .where(sql`${t.kind} = 'lateFee'`),
    uniqueIndex('charges_recurring_month_key')
      .on(t.recurringChargeId, t.year, t.month)
      .where(sql`${t.recurringChargeId} is not null`),
    check('charges_kind_known', chargeKindKnown(t.kind)),
    check('charges_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'charges_paid_within_amount',
      sql`${t.paidPaise} >= 0 and ${t.paidPaise} <= ${t.amountPaise}`,
    ),
    check('charges_waive_has_reason', sql`(${t.waivedAt} is null) = (${t.waiveReason} is null)`),
    check('charges_due_not_before_date', sql`${t.dueDate} >= ${t.date}`),
    check(
      'charges_recurring_has_month',
      sql`${t.recurringChargeId} is null or (${t.year} is not null and ${t.month} between 1 and 12)`,
    ),
  ],
);

/**
 * The deposit ledger: money taken as security (collect), kept back with a reason (deduct) or
 * paid back (refund). What is held is collect − deduct − refund, never below 0 (checked under
 * the tenant's lock). Entries are never changed or deleted, but for the tenant's name written on
 * them when the tenant is deleted.
 */
export const depositEntries = pgTable(
  'deposit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    /** Whose deposit, written when the tenant is deleted (`tenant_id` then goes null). */
    tenantName: text('tenant_name'),
    kind: text('kind').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    method: text('method'),
    reference: text('reference').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposit_entries_tenant_idx').on(t.tenantId),
    check('deposit_entries_kind_known', sql`${t.kind} in ('collect', 'deduct', 'refund')`),
    check('deposit_entries_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type RentRow = typeof rents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RecurringChargeRow = typeof recurringCharges.$inferSelect;
export type ChargeRow = typeof charges.$inferSelect;
export type DepositEntryRow = typeof depositEntries.$inferSelect;

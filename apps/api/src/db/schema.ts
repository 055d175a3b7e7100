import type { Language } from '@nivas/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** One admin account is one PG; every other row belongs to exactly one admin. */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    pgName: text('pg_name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    /** The interface language the owner chose: it follows them to every device. */
    language: text('language').$type<Language>().notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`),
    check('admins_language_known', sql`${t.language} in ('en', 'hi')`),
  ],
);

export type AdminRow = typeof admins.$inferSelect;

/**
 * A signed-in browser or client. Every token names its session, and every authenticated
 * request reads it by primary key: ending a session is deleting its row, which every server
 * process sharing the database sees at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per session, so that polling does not write each time. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_admin_idx').on(t.adminId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Failed password checks in the current one-minute window, per account and per address
 * (keys are HMACs, so neither a typed email nor an address is stored in the clear). Shared by
 * every server process on the database.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    roomNumber: text('room_number').notNull(),
    floorNumber: integer('floor_number').notNull(),
    capacity: integer('capacity').notNull(),
    rentPaise: bigint('rent_paise', { mode: 'number' }).notNull(),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rooms_admin_floor_number_key').on(
      t.adminId,
      t.floorNumber,
      sql`lower(${t.roomNumber})`,
    ),
    check('rooms_capacity_positive', sql`${t.capacity} >= 1`),
    check('rooms_floor_not_negative', sql`${t.floorNumber} >= 0`),
    check('rooms_rent_not_negative', sql`${t.rentPaise} >= 0`),
  ],
);

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull(),
    idProofType: text('id_proof_type').notNull(),
    /**
     * Identity data (ID number, date of birth, address, emergency contact) as AES-256-GCM
     * ciphertext under the tenant's own data key; null once erased.
     */
    identity: bytea('identity'),
    /** The tenant's data key, wrapped by the master key; deleting it erases the identity. */
    dataKey: bytea('data_key'),
    /** What masks may show of the ID number (its last four characters at most). */
    idProofTail: text('id_proof_last4').notNull().default(''),
    /** HMAC of the PG, type and normalised number: finds duplicates without the number. */
    idProofHash: bytea('id_proof_hash'),
    occupation: text('occupation').notNull().default(''),
    /** A room is never deleted while a tenant holds it. */
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    bedNumber: integer('bed_number'),
    joiningDate: date('joining_date', { mode: 'string' }).notNull(),
    /** The day an inactive tenant left (set when they are made inactive, cleared on return). */
    leavingDate: date('leaving_date', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    /** Their own monthly rent; null: their room's. */
    rentPaise: bigint('rent_paise', { mode: 'number' }),
    /** The security deposit agreed at joining (what is held is the deposit ledger's). */
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull().default(0),
    /**
     * The room an inactive tenant held when they left: a room meter's bill for the period they
     * left in is shared with them too (an active tenant's room is `room_id`).
     */
    leftRoomId: uuid('left_room_id').references(() => rooms.id, { onDelete: 'set null' }),
    gender: text('gender'),
    /** The language of their reminders, receipts and own link: 'en' or 'hi'. */
    language: text('language').notNull().default('en'),
    hasPhoto: boolean('has_photo').notNull().default(false),
    /** When the tenant last became inactive; the erasure of identity data counts from it. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    identityErasedAt: timestamp('identity_erased_at', { withTimezone: true }),
    /**
     * The plain columns of schema version 5 and before. The start-up step in
     * modules/tenants/seal-plain-identities.ts encrypts what a database still holds in them
     * and empties them; nothing writes them any more. A later migration drops them.
     */
    plainEmergencyName: text('emergency_name'),
    plainEmergencyPhone: text('emergency_phone'),
    plainEmergencyRelation: text('emergency_relation'),
    plainIdProofNumber: text('id_proof_number'),
    plainDob: date('dob', { mode: 'string' }),
    plainAddress: text('address'),
    ...timestamps,
  },
  (t) => [
    index('tenants_admin_idx').on(t.adminId),
    /** Two active tenants of one PG never share an ID number (compared by its keyed hash). */
    uniqueIndex('tenants_active_id_proof_key')
      .on(t.adminId, t.idProofHash)
      .where(sql`${t.active} and ${t.idProofHash} is not null`),
    /** The daily erasure reads only departed tenants whose identity is still there. */
    index('tenants_erasable_idx')
      .on(t.leftAt)
      .where(sql`not ${t.active} and ${t.identityErasedAt} is null`),
    /** The database itself refuses two active tenants on one bed, whatever races happen. */
    uniqueIndex('tenants_active_bed_key')
      .on(t.roomId, t.bedNumber)
      .where(sql`${t.active} and ${t.roomId} is not null`),
    check('tenants_room_and_bed_together', sql`(${t.roomId} is null) = (${t.bedNumber} is null)`),
    check('tenants_inactive_hold_no_bed', sql`${t.active} or ${t.roomId} is null`),
    check('tenants_bed_positive', sql`${t.bedNumber} is null or ${t.bedNumber} >= 1`),
    check('tenants_rent_not_negative', sql`${t.rentPaise} is null or ${t.rentPaise} >= 0`),
    check('tenants_deposit_not_negative', sql`${t.depositPaise} >= 0`),
    check('tenants_language_known', sql`${t.language} in ('en', 'hi')`),
  ],
);

/** Kept apart from tenants so that lists never read image bytes. */
export const tenantPhotos = pgTable('tenant_photos', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  /** The image, AES-256-GCM under the tenant's data key once `sealed`. */
  data: bytea('data').notNull(),
  /** False only for photos stored before encryption, until the start-up step seals them. */
  sealed: boolean('sealed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The tenant's ID card, front and back, each as a copy with the number's first eight digits
 * blacked out in the image (masked before it left the browser). Kept apart from tenants, as
 * the photo is, so that lists never read image bytes; gone with the tenant's identity.
 */
export const tenantIdCards = pgTable(
  'tenant_id_cards',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** 'front' or 'back'. */
    side: text('side').notNull(),
    contentType: text('content_type').notNull(),
    /** The image, AES-256-GCM under the tenant's data key, bound to the tenant and the side. */
    data: bytea('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.side] }),
    check('tenant_id_cards_side_known', sql`${t.side} in ('front', 'back')`),
  ],
);

/** Each PG's own settings; a PG without a row has the defaults. */
export const adminSettings = pgTable(
  'admin_settings',
  {
    adminId: uuid('admin_id')
      .primaryKey()
      .references(() => admins.id, { onDelete: 'cascade' }),
    eraseIdentityAfterDays: integer('erase_identity_after_days').notNull().default(180),
    /** The day of the month monthly rents fall due. */
    dueDay: integer('due_day').notNull().default(5),
    /** Whole days after the due date before an unpaid rent is overdue. */
    graceDays: integer('grace_days').notNull().default(0),
    /** The joining month's rent: 'prorated' from the joining day, or 'full'. */
    firstMonth: text('first_month').notNull().default('prorated'),
    /** The PG's IANA time zone; null: the server's (`TZ_BUSINESS`). */
    timeZone: text('time_zone'),
    /** Paise a unit of electricity, for splitting room meter bills; 0: not set. */
    electricityRatePaise: bigint('electricity_rate_paise', { mode: 'number' }).notNull().default(0),
    /** The late-fee rule: 'none', 'flat' (once overdue) or 'perDay' (up to the maximum; 0: none). */
    lateFeeKind: text('late_fee_kind').notNull().default('none'),
    lateFeePaise: bigint('late_fee_paise', { mode: 'number' }).notNull().default(0),
    lateFeeMaxPaise: bigint('late_fee_max_paise', { mode: 'number' }).notNull().default(0),
    /** House rules a move-out applies. */
    noticeDays: integer('notice_days').notNull().default(30),
    minStayMonths: integer('min_stay_months').notNull().default(0),
    exitChargePaise: bigint('exit_charge_paise', { mode: 'number' }).notNull().default(0),
    depositRefundDays: integer('deposit_refund_days').notNull().default(15),
    /** The PG's UPI ID (VPA); '' while none is set. */
    upiId: text('upi_id').notNull().default(''),
    /** The payee name UPI apps show; '': the PG's name. */
    payeeName: text('payee_name').notNull().default(''),
    /** Tenants are reminded of a due this many days before it. */
    remindDaysBefore: integer('remind_days_before').notNull().default(3),
    /** The reminder templates; null: the default of the domain (DEFAULT_REMINDER_TEMPLATES). */
    reminderTemplateEn: text('reminder_template_en'),
    reminderTemplateHi: text('reminder_template_hi'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('admin_settings_erase_days_range', sql`${t.eraseIdentityAfterDays} between 0 and 3650`),
    check('admin_settings_due_day_range', sql`${t.dueDay} between 1 and 28`),
    check('admin_settings_grace_days_range', sql`${t.graceDays} between 0 and 30`),
    check('admin_settings_first_month_known', sql`${t.firstMonth} in ('prorated', 'full')`),
    check(
      'admin_settings_time_zone_length',
      sql`${t.timeZone} is null or length(${t.timeZone}) between 1 and 64`,
    ),
    // ₹1,00,000 at most (MAX_SETTING_RUPEES).
    check(
      'admin_settings_money_range',
      sql`${t.electricityRatePaise} between 0 and 10000000 and ${t.lateFeePaise} between 0 and 10000000
        and ${t.lateFeeMaxPaise} between 0 and 10000000 and ${t.exitChargePaise} between 0 and 10000000`,
    ),
    check('admin_settings_late_fee_known', sql`${t.lateFeeKind} in ('none', 'flat', 'perDay')`),
    check('admin_settings_notice_days_range', sql`${t.noticeDays} between 0 and 365`),
    check('admin_settings_min_stay_range', sql`${t.minStayMonths} between 0 and 36`),
    check('admin_settings_refund_days_range', sql`${t.depositRefundDays} between 0 and 90`),
    check('admin_settings_remind_days_range', sql`${t.remindDaysBefore} between 0 and 30`),
  ],
);

/**
 * One row: a check value of the master key the identity data was encrypted with, so a server
 * started with another key refuses to start instead of failing on every tenant.
 */
export const dataKeyCheck = pgTable(
  'data_key_check',
  {
    id: integer('id').primaryKey().default(1),
    keyCheck: bytea('key_check').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('data_key_check_one_row', sql`${t.id} = 1`)],
);

/**
 * When each admin's rooms and tenants last changed: creations, edits and deletions alike.
 * Browsers poll these every 10 s, so they are one primary-key read.
 */
export const changeStamps = pgTable('change_stamps', {
  adminId: uuid('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  roomsChangedAt: timestamp('rooms_changed_at', { withTimezone: true }).notNull().defaultNow(),
  tenantsChangedAt: timestamp('tenants_changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Bumped by every write of the admin's data, rents included: keys the cached answers. */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export type RoomRow = typeof rooms.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;

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

export type RentRow = typeof rents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

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

/** The day a tenant was reminded of what they owe, and how: the reminders list can hide them. */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The PG's calendar day it was sent. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sentOn] }),
    index('reminders_sent_admin_idx').on(t.adminId, t.sentOn),
    check('reminders_sent_channel_known', sql`${t.channel} in ('whatsapp', 'sms', 'call')`),
  ],
);

/**
 * A tenant's own link (decision 0014): only the SHA-256 of its token is kept, so the database
 * alone opens no link. Revoking deletes the tenant's rows; a tenant may have several links
 * (each receipt sent on WhatsApp carries one), and revoking ends them all.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_key').on(t.tokenHash),
    index('share_links_tenant_idx').on(t.tenantId, t.createdAt),
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
 * A room meter's readings. A reading after another closes a period: its units at the rate of
 * the day (`rate_paise`, `bill_paise`) were shared among the room's tenants as electricity
 * charges (`charges.meter_reading_id`).
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reading: numeric('reading', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Set on a reading that closes a period: the rate it was billed at, and the bill. */
    ratePaise: bigint('rate_paise', { mode: 'number' }),
    billPaise: bigint('bill_paise', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meter_readings_room_date_key').on(t.roomId, t.date),
    check('meter_readings_reading_not_negative', sql`${t.reading} >= 0`),
  ],
);

/**
 * Where each tenant lived, room by room, as the meter split reads it (the domain's `Stay`):
 * opened when a tenant takes a bed, ended the day before they move to another room or off
 * their bed, and on the day they leave. A tenant has at most one open stay; deleting the
 * tenant or the room deletes its stays.
 */
export const roomStays = pgTable(
  'room_stays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    /** The last day lived there; null while the tenant still lives there. */
    toDate: date('to_date', { mode: 'string' }),
  },
  (t) => [
    index('room_stays_room_idx').on(t.adminId, t.roomId, t.fromDate),
    index('room_stays_tenant_idx').on(t.adminId, t.tenantId),
    uniqueIndex('room_stays_one_open_key')
      .on(t.tenantId)
      .where(sql`${t.toDate} is null`),
    check('room_stays_days_in_order', sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
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
 * the tenant's lock). Entries are never changed or deleted.
 */
export const depositEntries = pgTable(
  'deposit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
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

/** A recorded move-out: the settlement statement as it was recorded, in rupees. */
export const moveOuts = pgTable(
  'move_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    tenantName: text('tenant_name').notNull(),
    noticeDate: date('notice_date', { mode: 'string' }).notNull(),
    vacateDate: date('vacate_date', { mode: 'string' }).notNull(),
    statement: jsonb('statement').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('move_outs_tenant_idx').on(t.tenantId)],
);

export type ChargeRow = typeof charges.$inferSelect;
export type DepositEntryRow = typeof depositEntries.$inferSelect;
export type MeterReadingRow = typeof meterReadings.$inferSelect;
export type RoomStayRow = typeof roomStays.$inferSelect;
export type RecurringChargeRow = typeof recurringCharges.$inferSelect;
export type MoveOutRow = typeof moveOuts.$inferSelect;

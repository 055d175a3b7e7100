import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
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
    ...timestamps,
  },
  (t) => [uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`)],
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
    emergencyName: text('emergency_name').notNull().default(''),
    emergencyPhone: text('emergency_phone').notNull().default(''),
    emergencyRelation: text('emergency_relation').notNull().default(''),
    idProofType: text('id_proof_type').notNull(),
    idProofNumber: text('id_proof_number').notNull(),
    occupation: text('occupation').notNull().default(''),
    /** A room is never deleted while a tenant holds it. */
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    bedNumber: integer('bed_number'),
    joiningDate: date('joining_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    dob: date('dob', { mode: 'string' }),
    gender: text('gender'),
    address: text('address').notNull().default(''),
    hasPhoto: boolean('has_photo').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('tenants_admin_idx').on(t.adminId),
    /** The database itself refuses two active tenants on one bed, whatever races happen. */
    uniqueIndex('tenants_active_bed_key')
      .on(t.roomId, t.bedNumber)
      .where(sql`${t.active} and ${t.roomId} is not null`),
    check('tenants_room_and_bed_together', sql`(${t.roomId} is null) = (${t.bedNumber} is null)`),
    check('tenants_inactive_hold_no_bed', sql`${t.active} or ${t.roomId} is null`),
    check('tenants_bed_positive', sql`${t.bedNumber} is null or ${t.bedNumber} >= 1`),
  ],
);

/** Kept apart from tenants so that lists never read image bytes. */
export const tenantPhotos = pgTable('tenant_photos', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    ...timestamps,
  },
  (t) => [
    index('rents_admin_due_idx').on(t.adminId, t.dueDate),
    /** Overdue lists and dashboard figures read only unpaid rents. */
    index('rents_admin_unpaid_due_idx')
      .on(t.adminId, t.dueDate)
      .where(sql`${t.paidPaise} < ${t.amountPaise}`),
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

/** The payment ledger: every payment is a row; a rent's paid amount is their sum. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    rentId: uuid('rent_id')
      .notNull()
      .references(() => rents.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_rent_idx').on(t.rentId),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type RentRow = typeof rents.$inferSelect;

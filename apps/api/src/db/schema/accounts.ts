/**
 * The PG's account: the admin, their sessions and sign-in throttle, their settings, the
 * data-key check and the change stamps.
 */
import type { Language } from '@nivas/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';

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

export type AdminRow = typeof admins.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

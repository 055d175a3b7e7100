/**
 * Rooms and the tenants in them (their encrypted identity, photo and ID card), where each
 * tenant lived, and the rooms' meters.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { bytea, timestamps } from './columns';

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
    /**
     * Set when the reading was undone (only a room's last can be), with why: it is kept, its
     * shares waived with the reason, and the meter reads on from the reading before it.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('meter_readings_room_date_key')
      .on(t.roomId, t.date)
      .where(sql`${t.voidedAt} is null`),
    check('meter_readings_reading_not_negative', sql`${t.reading} >= 0`),
    check(
      'meter_readings_void_has_reason',
      sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`,
    ),
  ],
);

export type RoomRow = typeof rooms.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;
export type RoomStayRow = typeof roomStays.$inferSelect;
export type MeterReadingRow = typeof meterReadings.$inferSelect;

import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** Carried in every token; a password change bumps it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('admins_email_lower_key').on(sql`lower(${t.email})`)],
);

export type AdminRow = typeof admins.$inferSelect;

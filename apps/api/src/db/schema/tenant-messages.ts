/** What Nivas sent tenants: rent reminders, and the links to their own page. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { bytea } from './columns';
import { tenants } from './rooms-and-tenants';

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

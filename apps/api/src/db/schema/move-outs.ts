/** Move-outs, each with the settlement statement it recorded. */
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { tenants } from './rooms-and-tenants';

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

export type MoveOutRow = typeof moveOuts.$inferSelect;

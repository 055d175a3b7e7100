import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPglite, queryRows } from '../../db/client';
import { brokenInvariants } from '../../../test/database-checks';
import { migrationsBefore } from '../../../test/migrations';

/**
 * Payments recorded before receipts existed get their numbers from the migration that adds
 * them: per PG and year of the payment's date, in the order they were recorded, voided ones
 * too; and each PG's counter stands at its last number, so the next payment takes the next.
 */
describe.skipIf(Boolean(inject('postgresTemplateUrl')))(
  'numbering payments made before receipts',
  () => {
    it('numbers every earlier payment, gapless per PG and year, and sets the counters', async () => {
      const folder = migrationsBefore('receipts_reminders_share_links');
      const old = await PGlite.create();
      try {
        await migrate(drizzle({ client: old }), { migrationsFolder: folder });
        await old.exec(`
        insert into admins (id, name, email, password_hash, pg_name, address, phone) values
          ('00000000-0000-4000-8000-00000000000a', 'A', 'a@example.com', 'x', 'PG A', 'Addr', '9000000000'),
          ('00000000-0000-4000-8000-00000000000b', 'B', 'b@example.com', 'x', 'PG B', 'Addr', '9000000001');
        insert into rents (id, admin_id, tenant_name, tenant_phone, tenant_deleted, month, year, due_date, amount_paise, paid_paise) values
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-00000000000a', 'T', '9', true, 12, 2025, '2025-12-05', 900000, 600000),
          ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-00000000000b', 'U', '9', true, 1, 2026, '2026-01-05', 500000, 100000);
        insert into payments (admin_id, rent_id, amount_paise, method, paid_on, created_at, voided_at, void_reason) values
          ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a1', 100000, 'Cash', '2025-12-30', '2026-01-02T10:00:00Z', null, null),
          ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a1', 200000, 'UPI', '2026-01-03', '2026-01-03T10:00:00Z', null, null),
          ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a1', 700000, 'UPI', '2025-12-20', '2025-12-20T10:00:00Z', '2025-12-21T10:00:00Z', 'Wrong'),
          ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a1', 300000, 'Cash', '2025-12-21', '2025-12-21T11:00:00Z', null, null),
          ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-0000000000b1', 100000, 'Cash', '2026-01-04', '2026-01-04T10:00:00Z', null, null);
      `);
        const upgraded = await openPglite({ loadDataDir: await old.dumpDataDir('none') });
        try {
          const numbered = await queryRows<{
            pg: string;
            paid_on: string;
            year: number;
            sequence: number;
          }>(
            upgraded.db,
            sql`select a.pg_name as pg, p.paid_on::text, p.receipt_year as year, p.receipt_sequence as sequence
              from payments p join admins a on a.id = p.admin_id order by a.pg_name, p.receipt_year, p.receipt_sequence`,
          );
          expect(numbered).toEqual([
            { pg: 'PG A', paid_on: '2025-12-20', year: 2025, sequence: 1 },
            { pg: 'PG A', paid_on: '2025-12-21', year: 2025, sequence: 2 },
            { pg: 'PG A', paid_on: '2025-12-30', year: 2025, sequence: 3 },
            { pg: 'PG A', paid_on: '2026-01-03', year: 2026, sequence: 1 },
            { pg: 'PG B', paid_on: '2026-01-04', year: 2026, sequence: 1 },
          ]);
          expect(await brokenInvariants(upgraded.db)).toEqual({});
        } finally {
          await upgraded.close();
        }
      } finally {
        await old.close().catch(() => {});
        rmSync(folder, { recursive: true, force: true });
      }
    });
  },
);

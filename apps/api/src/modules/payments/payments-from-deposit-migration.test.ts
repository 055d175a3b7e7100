import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPglite, queryRows } from '../../db/client';
import { migrationsBefore } from '../../../test/migrations';

/**
 * Payments move-outs made from the deposit before payments said so are marked by the migration
 * that adds `from_deposit`: those with exactly the settlement's details, and no other.
 */
describe.skipIf(Boolean(inject('postgresTemplateUrl')))(
  'marking the payments move-outs made from the deposit',
  () => {
    it('marks the settlement payments and leaves a payment typed "Deposit" by hand', async () => {
      const folder = migrationsBefore('payments_from_deposit');
      const old = await PGlite.create();
      try {
        await migrate(drizzle({ client: old }), { migrationsFolder: folder });
        await old.exec(`
        insert into admins (id, name, email, password_hash, pg_name, address, phone) values
          ('00000000-0000-4000-8000-00000000000a', 'A', 'a@example.com', 'x', 'PG A', 'Addr', '9000000000');
        insert into rents (id, admin_id, tenant_name, tenant_phone, tenant_deleted, month, year, due_date, amount_paise, paid_paise) values
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-00000000000a', 'T', '9', true, 11, 2026, '2026-11-05', 600000, 600000);
        insert into payments (id, admin_id, rent_id, amount_paise, method, reference, notes, paid_on, receipt_year, receipt_sequence) values
          ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a1', 100000, 'Other', 'Deposit', '', '2026-11-02', 2026, 1),
          ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a1', 500000, 'Other', 'Deposit', 'Settled from the deposit at move-out', '2026-11-30', 2026, 2);
        insert into receipt_counters (admin_id, year, last_sequence) values ('00000000-0000-4000-8000-00000000000a', 2026, 2);
      `);
        const upgraded = await openPglite({ loadDataDir: await old.dumpDataDir('none') });
        try {
          const marked = await queryRows<{ id: string; from_deposit: boolean }>(
            upgraded.db,
            sql`select id::text, from_deposit from payments order by receipt_sequence`,
          );
          expect(marked).toEqual([
            { id: '00000000-0000-4000-8000-0000000000c1', from_deposit: false },
            { id: '00000000-0000-4000-8000-0000000000c2', from_deposit: true },
          ]);
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

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
 * Payments recorded before the balance after each was kept get, from the migration that adds
 * it, the balance their receipts showed until then: the due's amount less the payments
 * standing up to and including each, in the ledger's order; none for a voided payment.
 */
describe.skipIf(Boolean(inject('postgresTemplateUrl')))(
  'keeping the balance of payments made before it was kept',
  () => {
    it('writes the balance each receipt showed, for rents and charges, none when voided', async () => {
      const folder = migrationsBefore('payments_balance_after');
      const old = await PGlite.create();
      try {
        await migrate(drizzle({ client: old }), { migrationsFolder: folder });
        const admin = '00000000-0000-4000-8000-00000000000a';
        const rent = '00000000-0000-4000-8000-0000000000a1';
        const charge = '00000000-0000-4000-8000-0000000000b1';
        await old.exec(`
        insert into admins (id, name, email, password_hash, pg_name, address, phone) values
          ('${admin}', 'A', 'a@example.com', 'x', 'PG A', 'Addr', '9000000000');
        insert into rents (id, admin_id, tenant_name, tenant_phone, tenant_deleted, month, year, due_date, amount_paise, paid_paise) values
          ('${rent}', '${admin}', 'T', '9', true, 3, 2025, '2025-03-05', 520000, 220000);
        insert into charges (id, admin_id, tenant_name, tenant_phone, kind, amount_paise, paid_paise, date, due_date) values
          ('${charge}', '${admin}', 'T', '9', 'water', 50000, 10000, '2025-03-01', '2025-03-05');
        insert into payments (admin_id, rent_id, charge_id, amount_paise, method, paid_on, receipt_year, receipt_sequence, created_at, voided_at, void_reason) values
          ('${admin}', '${rent}', null, 100000, 'Cash', '2025-03-06', 2025, 1, '2025-03-06T10:00:00Z', null, null),
          ('${admin}', '${rent}', null, 50000, 'Cash', '2025-03-06', 2025, 2, '2025-03-06T11:00:00Z', '2025-03-06T12:00:00Z', 'Twice'),
          ('${admin}', '${rent}', null, 120000, 'UPI', '2025-03-07', 2025, 3, '2025-03-07T10:00:00Z', null, null),
          ('${admin}', null, '${charge}', 10000, 'Cash', '2025-03-07', 2025, 4, '2025-03-07T11:00:00Z', null, null);
        insert into receipt_counters (admin_id, year, last_sequence) values ('${admin}', 2025, 4);
      `);
        const upgraded = await openPglite({ loadDataDir: await old.dumpDataDir('none') });
        try {
          const kept = await queryRows<{ sequence: number; balance: string | null }>(
            upgraded.db,
            sql`select receipt_sequence as sequence, balance_after_paise::text as balance
              from payments order by receipt_sequence`,
          );
          expect(kept).toEqual([
            { sequence: 1, balance: '420000' },
            { sequence: 2, balance: null },
            { sequence: 3, balance: '300000' },
            { sequence: 4, balance: '40000' },
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

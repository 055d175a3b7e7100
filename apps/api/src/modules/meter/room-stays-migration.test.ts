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
 * A database from before room stays were kept gets what was known of them: an active
 * tenant's room since joining, the room a departed tenant left from up to their leaving day,
 * and nothing for a tenant without a bed; the meter split then counts what it counted before.
 */
describe.skipIf(Boolean(inject('postgresTemplateUrl')))('stays of tenants from before', () => {
  it('gives each tenant with a room a stay from joining, to leaving for those who left', async () => {
    const folder = migrationsBefore('room_stays');
    const old = await PGlite.create();
    try {
      await migrate(drizzle({ client: old }), { migrationsFolder: folder });
      await old.exec(`
        insert into admins (id, name, email, password_hash, pg_name, address, phone) values
          ('00000000-0000-4000-8000-00000000000a', 'A', 'a@example.com', 'x', 'PG A', 'Addr', '9000000000');
        insert into rooms (id, admin_id, room_number, floor_number, capacity, rent_paise) values
          ('00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-00000000000a', '101', 1, 3, 500000);
        insert into tenants (admin_id, name, phone, id_proof_type, room_id, bed_number, joining_date, active, leaving_date, left_room_id) values
          ('00000000-0000-4000-8000-00000000000a', 'Here', '9100000001', 'Aadhar', '00000000-0000-4000-8000-0000000000f1', 1, '2026-03-01', true, null, null),
          ('00000000-0000-4000-8000-00000000000a', 'Left', '9100000002', 'Aadhar', null, null, '2026-01-10', false, '2026-09-30', '00000000-0000-4000-8000-0000000000f1'),
          ('00000000-0000-4000-8000-00000000000a', 'No bed', '9100000003', 'Aadhar', null, null, '2026-02-01', true, null, null),
          ('00000000-0000-4000-8000-00000000000a', 'Left, no date', '9100000004', 'Aadhar', null, null, '2026-02-01', false, null, '00000000-0000-4000-8000-0000000000f1');
      `);
      const upgraded = await openPglite({ loadDataDir: await old.dumpDataDir('none') });
      try {
        const stays = await queryRows<{ name: string; from: string; to: string | null }>(
          upgraded.db,
          sql`select t.name, s.from_date::text as from, s.to_date::text as to
            from room_stays s join tenants t on t.id = s.tenant_id order by t.name`,
        );
        expect(stays).toEqual([
          { name: 'Here', from: '2026-03-01', to: null },
          { name: 'Left', from: '2026-01-10', to: '2026-09-30' },
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
});

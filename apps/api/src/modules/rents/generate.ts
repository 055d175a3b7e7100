import { clampedDate, nextMonth } from '@nivas/domain';
import { sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import { queryRows, type Database } from '../../db/client';
import { retryOnDeadlock } from '../../db/errors';
import { createRecurringChargesBesideRents } from '../charges/recurring-monthly';
import type { RuleSettings } from '../settings/rules';

export interface GenerateResult {
  created: number;
  skipped: number;
  month: number;
  year: number;
}

/**
 * One monthly rent for every active tenant with a bed who has none for the month (the month
 * after `today` unless one is named) and had joined by then, at their own monthly rent or
 * else their room's, due on the PG's due day (`dueDay` of its settings, the 5th by default;
 * DESIGN.md reading 6). One set-based statement; the unique index makes it idempotent, and
 * makes parallel runs create each record once. The month's recurring charges follow in the
 * same transaction, one set-based statement too, idempotent by their own unique index.
 */
export async function generateMonthlyRents(
  db: Database,
  adminId: string,
  target: { month?: number; year?: number },
  settings: Pick<RuleSettings, 'today' | 'dueDay' | 'timeZone'>,
): Promise<GenerateResult> {
  const [year, month] = settings.today.split('-').map(Number) as [number, number];
  const period =
    target.month && target.year
      ? { month: target.month, year: target.year }
      : nextMonth(month, year);
  const dueDate = clampedDate(period.year, period.month, settings.dueDay);
  const after = nextMonth(period.month, period.year);
  // A tenant joining later than the month owes nothing for it.
  const monthAfter = clampedDate(after.year, after.month, 1);

  // The change stamp is always the last lock a transaction takes, so lock orders never cross.
  // A tenant's deletion beside this run can still meet it in a lock cycle (tenants/service.ts),
  // and PostgreSQL may roll either back as the victim: this one too is then run again whole,
  // which the unique indexes make harmless.
  const [counts] = await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const rows = await queryRows<{ eligible: number; created: number }>(
        tx,
        sql`
    with eligible as (
      select t.id as tenant_id, t.name, t.phone, r.id as room_id, r.room_number, r.floor_number,
             coalesce(t.rent_paise, r.rent_paise) as rent_paise
      from tenants t
      join rooms r on r.id = t.room_id
      where t.admin_id = ${adminId} and t.active and t.joining_date < ${monthAfter}
      -- A tenant deleted (or a room emptied) while this runs is skipped, not a foreign-key
      -- failure: the rows are locked, and one deleted meanwhile is no longer returned.
      for share of t, r
    ), inserted as (
      insert into rents (admin_id, tenant_id, room_id, tenant_name, tenant_phone, room_number, floor_number,
                         payment_period, month, year, due_date, amount_paise)
      select ${adminId}, e.tenant_id, e.room_id, e.name, e.phone, e.room_number, e.floor_number,
             'monthly', ${period.month}, ${period.year}, ${dueDate}, e.rent_paise
      from eligible e
      on conflict do nothing
      returning 1
    )
    select (select count(*) from eligible)::int as eligible, (select count(*) from inserted)::int as created
  `,
      );
      // Beside each month's rent, a charge per live recurring charge of its tenant (a mess
      // plan): also for rents made earlier (a payment makes next month's), never twice.
      await createRecurringChargesBesideRents(tx, adminId, period, settings.timeZone);
      await touchChangeStamps(tx, adminId, []);
      return rows;
    }),
  );
  const { eligible, created } = counts!;
  return { created, skipped: eligible - created, ...period };
}

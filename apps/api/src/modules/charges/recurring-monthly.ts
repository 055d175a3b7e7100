import { clampedDate, nextMonth } from '@nivas/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/**
 * The charges a tenant's recurring charges (a mess plan) make each month, beside the month's
 * rent: one charge per live recurring charge, dated the 1st of the month and due with the rent.
 * Called inside the transaction that made the month's rents (generate-monthly, or a payment
 * that made next month's rent); one set-based statement, made idempotent by the unique index
 * on (recurring charge, year, month), so running it again, or in parallel, makes nothing twice.
 * Kept apart from the rest of the charges module: the rents module calls it.
 */
export async function createRecurringChargesBesideRents(
  tx: Database,
  adminId: string,
  period: { month: number; year: number },
  /** The PG's zone: a plan made on the 1st before dawn in India starts that month. */
  timeZone: string,
  /** Only this tenant's rent (next month's, made by a payment); every tenant's when left out. */
  tenantId?: string,
): Promise<number> {
  const first = clampedDate(period.year, period.month, 1);
  const after = nextMonth(period.month, period.year);
  const monthAfter = clampedDate(after.year, after.month, 1);
  const [row] = await queryRows<{ created: number }>(
    tx,
    sql`
    with due as (
      select r.tenant_id, r.due_date, t.name, t.phone,
             coalesce(t.room_id, r.room_id) as room_id
      from rents r
      join tenants t on t.id = r.tenant_id
      where r.admin_id = ${adminId} and r.payment_period = 'monthly'
        and r.year = ${period.year} and r.month = ${period.month}
        and r.cancelled_at is null and t.active
        ${tenantId ? sql`and r.tenant_id = ${tenantId}` : sql``}
      -- A tenant deleted while this runs is skipped rather than a foreign-key failure.
      for key share of t
    ), placed as (
      select d.*, ro.id as kept_room_id, ro.room_number, ro.floor_number
      from due d
      -- Likewise a room deleted meanwhile: the charge keeps no room.
      left join lateral (
        select id, room_number, floor_number from rooms where id = d.room_id for key share
      ) ro on true
    ), inserted as (
      insert into charges (admin_id, tenant_id, tenant_name, tenant_phone, room_id, room_number,
                           floor_number, kind, amount_paise, date, due_date, note,
                           recurring_charge_id, year, month)
      select ${adminId}, p.tenant_id, p.name, p.phone, p.kept_room_id, p.room_number,
             p.floor_number, rc.kind, rc.amount_paise, ${first}::date,
             greatest(p.due_date, ${first}::date), rc.note, rc.id, ${period.year}, ${period.month}
      from placed p
      join recurring_charges rc on rc.tenant_id = p.tenant_id
      -- A plan started after the month (the PG's midnight that ends it) is not billed for it.
      where rc.ended_at is null
        and rc.created_at < (${monthAfter}::timestamp at time zone ${timeZone})
      -- One order for parallel runs, so that they never wait on each other's rows in a cycle.
      order by rc.id
      on conflict do nothing
      returning 1
    )
    select count(*)::int as created from inserted
  `,
  );
  return row?.created ?? 0;
}

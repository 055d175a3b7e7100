import { paiseToRupees, type DueRules } from '@nivas/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { charges, rents } from '../../db/schema';
import { selectRents } from '../rents/queries';
import {
  balancePaise,
  chargeStatusSql,
  dueByToday,
  overdue,
  unpaid,
  upcoming,
} from '../rents/status-sql';

export const DASHBOARD_LIST_LENGTH = 3;

interface Counts {
  total_rooms: number;
  occupied_rooms: number;
  partially_occupied_rooms: number;
  fully_occupied_rooms: number;
  vacant_rooms: number;
  total_beds: number;
  occupied_beds: number;
  total_tenants: number;
  pending_rents: number;
  pending_paise: number;
  owed_today_paise: number;
  overdue_count: number;
  upcoming_count: number;
}

/**
 * Every figure of the dashboard from one aggregate query, plus the two short lists it shows:
 * the oldest overdue rents and the next rents due within 30 days. Unpaid, overdue and
 * upcoming are the conditions of rents/status-sql.ts, in the aggregate and the lists alike.
 * The pending amount is all that is owed, rents and charges (electricity, mess, late fees…)
 * alike, and the amount owed today is the part of it due today or before; the counts and the
 * lists are of rents, as their names say.
 */
export async function dashboardStats(db: Database, adminId: string, rules: DueRules) {
  const [counts] = await queryRows<Counts>(
    db,
    sql`
    with occupancy as (
      select room_id, count(*)::int as occupied
      from tenants where admin_id = ${adminId} and active and room_id is not null
      group by room_id
    ), room_occupancy as (
      select r.capacity, coalesce(o.occupied, 0) as occupied
      from rooms r left join occupancy o on o.room_id = r.id
      where r.admin_id = ${adminId}
    ), unpaid_rents as (
      select
        count(*)::int as pending_rents,
        coalesce(sum(${balancePaise}), 0)::bigint as pending_paise,
        coalesce(sum(${balancePaise}) filter (where ${dueByToday(rules)}), 0)::bigint as owed_today_paise,
        (count(*) filter (where ${overdue(rules)}))::int as overdue_count,
        (count(*) filter (where ${upcoming(rules)}))::int as upcoming_count
      from ${rents} where ${rents.adminId} = ${adminId} and ${unpaid}
    ), unpaid_charges as (
      select
        coalesce(sum(${chargeStatusSql.balancePaise}), 0)::bigint as pending_paise,
        coalesce(
          sum(${chargeStatusSql.balancePaise}) filter (where ${chargeStatusSql.dueByToday(rules)}),
          0
        )::bigint as owed_today_paise
      from ${charges} where ${charges.adminId} = ${adminId} and ${chargeStatusSql.unpaid}
    )
    select
      (select count(*) from room_occupancy)::int as total_rooms,
      (select count(*) from room_occupancy where occupied > 0)::int as occupied_rooms,
      (select count(*) from room_occupancy where occupied > 0 and occupied < capacity)::int as partially_occupied_rooms,
      (select count(*) from room_occupancy where occupied >= capacity)::int as fully_occupied_rooms,
      (select count(*) from room_occupancy where occupied = 0)::int as vacant_rooms,
      (select coalesce(sum(capacity), 0) from room_occupancy)::int as total_beds,
      (select coalesce(sum(occupied), 0) from room_occupancy)::int as occupied_beds,
      (select count(*) from tenants where admin_id = ${adminId} and active)::int as total_tenants,
      u.pending_rents, (u.pending_paise + c.pending_paise)::bigint as pending_paise,
      (u.owed_today_paise + c.owed_today_paise)::bigint as owed_today_paise,
      u.overdue_count, u.upcoming_count
    from unpaid_rents u, unpaid_charges c
  `,
  );
  const [overdueRents, upcomingDueRents] = await Promise.all([
    selectRents(db)
      .where(and(eq(rents.adminId, adminId), overdue(rules)))
      .orderBy(asc(rents.dueDate), asc(rents.id))
      .limit(DASHBOARD_LIST_LENGTH),
    selectRents(db)
      .where(and(eq(rents.adminId, adminId), upcoming(rules)))
      .orderBy(asc(rents.dueDate), asc(rents.id))
      .limit(DASHBOARD_LIST_LENGTH),
  ]);
  const c = counts!;
  return {
    totalRooms: c.total_rooms,
    occupiedRooms: c.occupied_rooms,
    partiallyOccupiedRooms: c.partially_occupied_rooms,
    fullyOccupiedRooms: c.fully_occupied_rooms,
    vacantRooms: c.vacant_rooms,
    totalBeds: c.total_beds,
    occupiedBeds: c.occupied_beds,
    totalTenants: c.total_tenants,
    pendingRents: c.pending_rents,
    pendingAmount: paiseToRupees(Number(c.pending_paise)),
    owedTodayAmount: paiseToRupees(Number(c.owed_today_paise)),
    overdueCount: c.overdue_count,
    upcomingCount: c.upcoming_count,
    overdueRents,
    upcomingDueRents,
  };
}

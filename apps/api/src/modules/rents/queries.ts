import { dateInZone } from '@nivas/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { rents, rooms, tenants, type RentRow } from '../../db/schema';
import { notFound } from '../../errors';

/** A rent with its live tenant and room, when they still exist. */
export interface RentWithRefs {
  rent: RentRow;
  tenant: { id: string; name: string; phone: string } | null;
  room: { id: string; roomNumber: string; floorNumber: number } | null;
}

export const rentSelection = {
  rent: rents,
  tenant: { id: tenants.id, name: tenants.name, phone: tenants.phone },
  room: { id: rooms.id, roomNumber: rooms.roomNumber, floorNumber: rooms.floorNumber },
};

/** `select … from rents` with the tenant and room joined; add where/order/limit. */
export function selectRents(db: Database) {
  return db
    .select(rentSelection)
    .from(rents)
    .leftJoin(tenants, eq(tenants.id, rents.tenantId))
    .leftJoin(rooms, eq(rooms.id, rents.roomId));
}

export async function findRent(
  db: Database,
  adminId: string,
  rentId: string,
): Promise<RentWithRefs> {
  if (!isUuid(rentId)) throw notFound('Rent record');
  const [row] = await selectRents(db).where(and(eq(rents.id, rentId), eq(rents.adminId, adminId)));
  if (!row) throw notFound('Rent record');
  return row;
}

/** Locks the rent row for the rest of the transaction: payments on one rent never interleave. */
export async function lockRent(tx: Database, adminId: string, rentId: string): Promise<RentRow> {
  if (!isUuid(rentId)) throw notFound('Rent record');
  const [rent] = await tx
    .select()
    .from(rents)
    .where(and(eq(rents.id, rentId), eq(rents.adminId, adminId)))
    .for('update');
  if (!rent) throw notFound('Rent record');
  return rent;
}

/** Today in the PG's time zone: the day against which "overdue" is judged. */
export const businessToday = (timeZone: string, now = new Date()) => dateInZone(now, timeZone);

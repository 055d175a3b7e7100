import { monthsNamed, type DueRules, type Pagination, type RentListQuery } from '@nivas/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { payments, rents, rooms, tenants, type PaymentRow, type RentRow } from '../../db/schema';
import { notFound } from '../../errors';
import { overdue, statusFilter } from './status-sql';

/** Reading rents: one rent, the lists, a rent's payments. The writes are in service.ts. */

/** A rent with its live tenant and room, when they still exist. */
export interface RentWithRefs {
  rent: RentRow;
  tenant: { id: string; name: string; phone: string } | null;
  room: { id: string; roomNumber: string; floorNumber: number } | null;
}

const rentSelection = {
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

/**
 * Locks the rent row for the rest of the transaction: payments on one rent never interleave.
 * Its tenant's row is locked first (`for key share`: edits of the tenant go on), so the lock
 * order is the same as a tenant's leaving or deletion (tenant, then their rents), and a tenant
 * leaving waits for a payment that may create next month's rent, or the payment sees them gone.
 */
export async function lockRent(tx: Database, adminId: string, rentId: string): Promise<RentRow> {
  if (!isUuid(rentId)) throw notFound('Rent record');
  const [ref] = await tx
    .select({ tenantId: rents.tenantId })
    .from(rents)
    .where(and(eq(rents.id, rentId), eq(rents.adminId, adminId)));
  if (!ref) throw notFound('Rent record');
  if (ref.tenantId) {
    await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, ref.tenantId))
      .for('key share');
  }
  const [rent] = await tx
    .select()
    .from(rents)
    .where(and(eq(rents.id, rentId), eq(rents.adminId, adminId)))
    .for('update');
  if (!rent) throw notFound('Rent record');
  return rent;
}

/** Rent management's search: tenant name or phone, room number, month name or year. */
function searchCondition(text: string): SQL | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const months = monthsNamed(word);
      return or(
        ilike(sql`coalesce(${tenants.name}, ${rents.tenantName})`, like),
        ilike(sql`coalesce(${tenants.phone}, ${rents.tenantPhone})`, like),
        ilike(sql`coalesce(${rents.roomNumber}, '')`, like),
        months.length > 0 ? inArray(rents.month, months) : undefined,
        /^\d{4}$/.test(word) ? eq(rents.year, Number(word)) : undefined,
      );
    }),
  );
}

export const DEFAULT_PAGE_SIZE = 50;

/** A list of rents, and which page of how many it is when one was asked for. */
export interface RentList {
  rows: RentWithRefs[];
  pagination: Pagination | null;
}

/**
 * Newest due date first; filtered, and paged when `page` or `limit` is given, in the
 * database. Without either the whole list comes back and nothing is counted.
 */
export async function listRents(
  db: Database,
  adminId: string,
  query: RentListQuery,
  rules: DueRules,
): Promise<RentList> {
  const where = and(
    eq(rents.adminId, adminId),
    query.status ? statusFilter(query.status, rules) : undefined,
    query.from ? gte(rents.dueDate, query.from) : undefined,
    query.to ? lte(rents.dueDate, query.to) : undefined,
    query.tenantId ? eq(rents.tenantId, query.tenantId) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
  const ordered = selectRents(db).where(where).orderBy(desc(rents.dueDate), asc(rents.id));
  if (query.page === undefined && query.limit === undefined) {
    return { rows: await ordered, pagination: null };
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    ordered.limit(limit).offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(rents)
      // The search reads the tenant's current name and phone, as the rows do.
      .leftJoin(tenants, eq(tenants.id, rents.tenantId))
      .where(where),
  ]);
  const total = counted?.total ?? 0;
  return { rows, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}

/** Unpaid rents past their due date and grace days, the oldest debt first. */
export async function listOverdueRents(
  db: Database,
  adminId: string,
  rules: DueRules,
): Promise<RentWithRefs[]> {
  return selectRents(db)
    .where(and(eq(rents.adminId, adminId), overdue(rules)))
    .orderBy(asc(rents.dueDate), asc(rents.id));
}

/** A rent's payments in the order they were recorded, voided ones included. */
export async function listPayments(
  db: Database,
  adminId: string,
  rentId: string,
): Promise<PaymentRow[]> {
  await findRent(db, adminId, rentId);
  return db
    .select()
    .from(payments)
    .where(eq(payments.rentId, rentId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** One ledger row of the PG, by id (the one a payment just wrote). */
export async function findPayment(
  db: Database,
  adminId: string,
  paymentId: string,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.adminId, adminId)));
  if (!row) throw notFound('Payment');
  return row;
}

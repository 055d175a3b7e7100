import {
  formatInr,
  monthsNamed,
  paiseToRupees,
  rupeesToPaise,
  toBusinessDate,
  type RentFormBody,
  type RentListQuery,
  type RentStatus,
} from '@nivas/domain';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import { payments, rents, rooms, tenants } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { findRent, lockRent, selectRents, type RentWithRefs } from './queries';

const DUPLICATE_RENT = 'A rent record for this tenant and period already exists';

function businessDate(value: string, label: string, timeZone: string) {
  const date = toBusinessDate(value, timeZone);
  if (!date) throw new AppError('BAD_REQUEST', `${label} must be a date`);
  return date;
}

async function withDuplicateCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_RENT);
    throw error;
  }
}

export const unpaid = lt(rents.paidPaise, rents.amountPaise);

/** Each status as a condition the database can check, matching `rentStatus` for `today`. */
export function statusCondition(status: RentStatus, today: string): SQL {
  switch (status) {
    case 'Paid':
      return gte(rents.paidPaise, rents.amountPaise);
    case 'Overdue':
      return and(unpaid, lt(rents.dueDate, today))!;
    case 'Partially Paid':
      return and(unpaid, gte(rents.dueDate, today), gt(rents.paidPaise, 0))!;
    case 'Pending':
      return and(unpaid, gte(rents.dueDate, today), eq(rents.paidPaise, 0))!;
  }
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

/** Newest due date first; filtered and paged in the database when asked. */
export async function listRents(
  db: Database,
  adminId: string,
  query: RentListQuery,
  today: string,
): Promise<{ rows: RentWithRefs[]; total: number | null }> {
  const where = and(
    eq(rents.adminId, adminId),
    query.status ? statusCondition(query.status, today) : undefined,
    query.from ? gte(rents.dueDate, query.from) : undefined,
    query.to ? lte(rents.dueDate, query.to) : undefined,
    query.tenantId ? eq(rents.tenantId, query.tenantId) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
  const ordered = selectRents(db).where(where).orderBy(desc(rents.dueDate), asc(rents.id));
  if (query.page === undefined && query.limit === undefined) {
    return { rows: await ordered, total: null };
  }
  const limit = query.limit ?? 50;
  const [rows, [counted]] = await Promise.all([
    ordered.limit(limit).offset(((query.page ?? 1) - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(rents)
      // The search reads the tenant's current name and phone, as the rows do.
      .leftJoin(tenants, eq(tenants.id, rents.tenantId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Unpaid rents whose due date has passed, the oldest debt first. */
export async function listOverdueRents(
  db: Database,
  adminId: string,
  today: string,
): Promise<RentWithRefs[]> {
  return selectRents(db)
    .where(and(eq(rents.adminId, adminId), statusCondition('Overdue', today)))
    .orderBy(asc(rents.dueDate), asc(rents.id));
}

/** Writes one ledger row and keeps the rent's paid sum and latest-payment details with it. */
export async function recordPayment(
  tx: Database,
  adminId: string,
  rentId: string,
  payment: {
    amountPaise: number;
    method: string;
    reference: string;
    notes: string;
    paidOn: string;
  },
) {
  await tx.insert(payments).values({
    adminId,
    rentId,
    amountPaise: payment.amountPaise,
    method: payment.method,
    reference: payment.reference,
    notes: payment.notes,
    paidOn: payment.paidOn,
  });
  await tx
    .update(rents)
    .set({
      paidPaise: sql`${rents.paidPaise} + ${payment.amountPaise}`,
      paymentDate: payment.paidOn,
      paymentMethod: payment.method,
      paymentReference: payment.reference,
      ...(payment.notes ? { notes: payment.notes } : {}),
      updatedAt: new Date(),
    })
    .where(eq(rents.id, rentId));
}

export async function createRent(
  db: Database,
  adminId: string,
  body: RentFormBody,
  timeZone: string,
) {
  const dueDate = businessDate(body.dueDate, 'Due date', timeZone);
  const id = await withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      if (!isUuid(body.tenantId)) throw notFound('Tenant');
      const [tenant] = await tx
        .select({ id: tenants.id, name: tenants.name, phone: tenants.phone, room: rooms })
        .from(tenants)
        .leftJoin(rooms, eq(rooms.id, tenants.roomId))
        .where(and(eq(tenants.id, body.tenantId), eq(tenants.adminId, adminId)));
      if (!tenant) throw notFound('Tenant');
      const amountPaise = rupeesToPaise(body.amount);
      const [rent] = await tx
        .insert(rents)
        .values({
          adminId,
          tenantId: tenant.id,
          roomId: tenant.room?.id ?? null,
          tenantName: tenant.name,
          tenantPhone: tenant.phone,
          roomNumber: tenant.room?.roomNumber ?? null,
          floorNumber: tenant.room?.floorNumber ?? null,
          paymentPeriod: body.paymentPeriod,
          month: body.month,
          year: body.year,
          weekNumber: body.paymentPeriod === 'weekly' ? (body.weekNumber ?? null) : null,
          dueDate,
          amountPaise,
          notes: body.notes,
        })
        .returning({ id: rents.id });
      if (body.isPaid && amountPaise > 0) {
        await recordPayment(tx, adminId, rent!.id, {
          amountPaise,
          method: body.paymentMethod!,
          reference: body.paymentReference,
          notes: '',
          paidOn: businessDate(body.paymentDate!, 'Payment date', timeZone),
        });
      }
      await touchChangeStamps(tx, adminId, []);
      return rent!.id;
    }),
  );
  return findRent(db, adminId, id);
}

/** Edits a rent; its tenant, month and year are fixed once created, and payments cannot be undone. */
export async function updateRent(
  db: Database,
  adminId: string,
  rentId: string,
  body: RentFormBody,
  timeZone: string,
) {
  const dueDate = businessDate(body.dueDate, 'Due date', timeZone);
  await withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      const current = await lockRent(tx, adminId, rentId);
      if (
        current.tenantId !== body.tenantId ||
        current.month !== body.month ||
        current.year !== body.year
      ) {
        throw new AppError('BAD_REQUEST', 'Tenant, month and year cannot be changed');
      }
      const amountPaise = rupeesToPaise(body.amount);
      if (amountPaise < current.paidPaise) {
        throw new AppError(
          'BAD_REQUEST',
          `Amount cannot be less than the ${formatInr(paiseToRupees(current.paidPaise))} already paid`,
        );
      }
      if (!body.isPaid && current.paidPaise >= current.amountPaise && current.paidPaise > 0) {
        throw new AppError(
          'CONFLICT',
          'This rent is already paid; recorded payments cannot be undone',
        );
      }
      await tx
        .update(rents)
        .set({
          amountPaise,
          dueDate,
          paymentPeriod: body.paymentPeriod,
          weekNumber: body.paymentPeriod === 'weekly' ? (body.weekNumber ?? null) : null,
          notes: body.notes,
          updatedAt: new Date(),
        })
        .where(eq(rents.id, rentId));
      const balance = amountPaise - current.paidPaise;
      if (body.isPaid && balance > 0) {
        await recordPayment(tx, adminId, rentId, {
          amountPaise: balance,
          method: body.paymentMethod!,
          reference: body.paymentReference,
          notes: '',
          paidOn: businessDate(body.paymentDate!, 'Payment date', timeZone),
        });
      }
      await touchChangeStamps(tx, adminId, []);
    }),
  );
  return findRent(db, adminId, rentId);
}

export async function deleteRent(db: Database, adminId: string, rentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRent(tx, adminId, rentId);
    await tx.delete(rents).where(eq(rents.id, rentId));
    await touchChangeStamps(tx, adminId, []);
  });
}

export async function listPayments(db: Database, adminId: string, rentId: string) {
  await findRent(db, adminId, rentId);
  return db
    .select()
    .from(payments)
    .where(eq(payments.rentId, rentId))
    .orderBy(asc(payments.createdAt));
}

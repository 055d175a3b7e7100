import { rentStatus } from '@nivas/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { IdentityVault } from '../../db/identity-crypto';
import { admins, payments, rents, rooms, tenants } from '../../db/schema';
import { AppError } from '../../errors';
import { listRooms } from '../rooms/service';
import { openIdentity } from '../tenants/identity';
import { toCsv, type Cell } from './csv';

/**
 * "Export my data": the signed-in admin's rooms, tenants, rents and payments, each a CSV
 * file, as the owner's own copy. Every query is scoped by the admin id; identity data is
 * decrypted and numbers are whole, because this is the owner's own record (docs/security.md).
 * A tenant whose identity was erased has those cells empty and `identity_erased` true.
 */

/** Rupees with two decimals from integer paise, exact (6500.5 → "6500.50"). */
export const rupees = (paise: number | null) => (paise === null ? null : (paise / 100).toFixed(2));

export interface ExportFiles {
  pgName: string;
  files: Record<'rooms.csv' | 'tenants.csv' | 'rents.csv' | 'payments.csv', string>;
}

/** Each file's columns, in order: the header row, and the keys every row must have. */
export const ROOM_COLUMNS = [
  'id',
  'room_number',
  'floor_number',
  'capacity',
  'occupied_beds',
  'rent_amount',
  'amenities',
  'description',
  'created_at',
  'updated_at',
] as const;
export const TENANT_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'emergency_contact_name',
  'emergency_contact_phone',
  'emergency_contact_relation',
  'id_proof_type',
  'id_proof_number',
  'occupation',
  'room_id',
  'room_number',
  'floor_number',
  'bed_number',
  'joining_date',
  'active',
  'dob',
  'gender',
  'address',
  'identity_erased',
  'has_photo',
  'created_at',
  'updated_at',
] as const;
export const RENT_COLUMNS = [
  'id',
  'tenant_id',
  'tenant_name',
  'tenant_phone',
  'tenant_deleted',
  'room_id',
  'room_number',
  'floor_number',
  'payment_period',
  'month',
  'year',
  'week_number',
  'due_date',
  'amount',
  'amount_paid',
  'balance',
  'status',
  'days_overdue',
  'payment_date',
  'payment_method',
  'payment_reference',
  'notes',
  'created_at',
  'updated_at',
] as const;
export const PAYMENT_COLUMNS = [
  'id',
  'rent_id',
  'tenant_name',
  'room_number',
  'amount',
  'method',
  'reference',
  'notes',
  'paid_on',
  'created_at',
] as const;

type Row<C extends readonly string[]> = Record<C[number], Cell>;

async function roomRows(db: Database, adminId: string): Promise<Row<typeof ROOM_COLUMNS>[]> {
  return (await listRooms(db, adminId)).map((room) => ({
    id: room.id,
    room_number: room.roomNumber,
    floor_number: room.floorNumber,
    capacity: room.capacity,
    occupied_beds: room.occupiedBeds,
    rent_amount: rupees(room.rentPaise),
    amenities: room.amenities.join('; '),
    description: room.description,
    created_at: room.createdAt,
    updated_at: room.updatedAt,
  }));
}

async function tenantRows(
  db: Database,
  vault: IdentityVault,
  adminId: string,
): Promise<Row<typeof TENANT_COLUMNS>[]> {
  const rows = await db
    .select({
      tenant: tenants,
      room: { roomNumber: rooms.roomNumber, floorNumber: rooms.floorNumber },
    })
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(eq(tenants.adminId, adminId))
    .orderBy(asc(tenants.createdAt), asc(tenants.id));
  return rows.map(({ tenant: t, room }) => {
    const identity = openIdentity(vault, t);
    return {
      id: t.id,
      name: t.name,
      email: t.email,
      phone: t.phone,
      emergency_contact_name: identity?.emergencyContact.name ?? null,
      emergency_contact_phone: identity?.emergencyContact.phone ?? null,
      emergency_contact_relation: identity?.emergencyContact.relation ?? null,
      id_proof_type: t.idProofType,
      id_proof_number: identity?.idProofNumber ?? null,
      occupation: t.occupation,
      room_id: t.roomId,
      room_number: room?.roomNumber ?? null,
      floor_number: room?.floorNumber ?? null,
      bed_number: t.bedNumber,
      joining_date: t.joiningDate,
      active: t.active,
      dob: identity?.dob ?? null,
      gender: t.gender,
      address: identity?.address ?? null,
      identity_erased: t.identityErasedAt !== null,
      has_photo: t.hasPhoto,
      created_at: t.createdAt,
      updated_at: t.updatedAt,
    };
  });
}

async function rentRows(
  db: Database,
  adminId: string,
  today: string,
): Promise<Row<typeof RENT_COLUMNS>[]> {
  const rows = await db
    .select({ rent: rents, tenant: { name: tenants.name, phone: tenants.phone } })
    .from(rents)
    .leftJoin(tenants, eq(tenants.id, rents.tenantId))
    .where(eq(rents.adminId, adminId))
    .orderBy(asc(rents.dueDate), asc(rents.createdAt), asc(rents.id));
  return rows.map(({ rent: r, tenant }) => {
    const { status, daysOverdue } = rentStatus(
      { amount: r.amountPaise, amountPaid: r.paidPaise, dueDate: r.dueDate },
      today,
    );
    return {
      id: r.id,
      tenant_id: r.tenantId,
      tenant_name: tenant?.name ?? r.tenantName,
      tenant_phone: tenant?.phone ?? r.tenantPhone,
      tenant_deleted: r.tenantDeleted,
      room_id: r.roomId,
      room_number: r.roomNumber,
      floor_number: r.floorNumber,
      payment_period: r.paymentPeriod,
      month: r.month,
      year: r.year,
      week_number: r.weekNumber,
      due_date: r.dueDate,
      amount: rupees(r.amountPaise),
      amount_paid: rupees(r.paidPaise),
      balance: rupees(Math.max(0, r.amountPaise - r.paidPaise)),
      status,
      days_overdue: daysOverdue,
      payment_date: r.paymentDate,
      payment_method: r.paymentMethod,
      payment_reference: r.paymentReference,
      notes: r.notes,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    };
  });
}

async function paymentRows(db: Database, adminId: string): Promise<Row<typeof PAYMENT_COLUMNS>[]> {
  const rows = await db
    .select({
      payment: payments,
      rent: { tenantName: rents.tenantName, roomNumber: rents.roomNumber },
      tenant: { name: tenants.name },
    })
    .from(payments)
    .innerJoin(rents, eq(rents.id, payments.rentId))
    .leftJoin(tenants, eq(tenants.id, rents.tenantId))
    .where(eq(payments.adminId, adminId))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt), asc(payments.id));
  return rows.map(({ payment: p, rent, tenant }) => ({
    id: p.id,
    rent_id: p.rentId,
    tenant_name: tenant?.name ?? rent.tenantName,
    room_number: rent.roomNumber,
    amount: rupees(p.amountPaise),
    method: p.method,
    reference: p.reference,
    notes: p.notes,
    paid_on: p.paidOn,
    created_at: p.createdAt,
  }));
}

/** All four files from one consistent snapshot: payments always add up to the rents' paid amounts. */
export async function exportAdminData(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  today: string,
): Promise<ExportFiles> {
  return db.transaction(
    async (tx) => {
      const [admin] = await tx
        .select({ pgName: admins.pgName })
        .from(admins)
        .where(eq(admins.id, adminId));
      if (!admin) throw new AppError('UNAUTHORIZED', 'Not authorized, token invalid or expired');
      return {
        pgName: admin.pgName,
        files: {
          'rooms.csv': toCsv(ROOM_COLUMNS, await roomRows(tx, adminId)),
          'tenants.csv': toCsv(TENANT_COLUMNS, await tenantRows(tx, vault, adminId)),
          'rents.csv': toCsv(RENT_COLUMNS, await rentRows(tx, adminId, today)),
          'payments.csv': toCsv(PAYMENT_COLUMNS, await paymentRows(tx, adminId)),
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

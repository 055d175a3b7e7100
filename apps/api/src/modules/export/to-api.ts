import { amountDueOf, formatReceiptNumber, rentStatus, type DueRules } from '@nivas/domain';
import type { ChargeRow, DepositEntryRow, PaymentRow, RentRow, TenantRow } from '../../db/schema';
import { chargeDueOf } from '../charges/to-api';
import type { RoomWithOccupancy } from '../rooms/service';
import type { TenantIdentity } from '../tenants/identity';
import type { Cell } from './csv';

/**
 * The export's files as columns and rows: each database row turned into one CSV record
 * (rupees with two decimals, identity numbers whole, a rent's status as of the PG's day and
 * grace days).
 */

/** Rupees with two decimals from integer paise, exact (6500.5 → "6500.50"). */
export const rupees = (paise: number | null) => (paise === null ? null : (paise / 100).toFixed(2));

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
  'leaving_date',
  'active',
  'rent_amount',
  'deposit_amount',
  'dob',
  'gender',
  'address',
  'guardian_relation',
  'guardian_name',
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
  'cancelled_at',
  'payment_date',
  'payment_method',
  'payment_reference',
  'notes',
  'created_at',
  'updated_at',
] as const;
export const PAYMENT_COLUMNS = [
  'id',
  'receipt_number',
  'rent_id',
  'charge_id',
  'tenant_id',
  'tenant_name',
  'room_number',
  'label',
  'amount',
  'method',
  'reference',
  'notes',
  'paid_on',
  'created_at',
  'voided_at',
  'void_reason',
] as const;

export const CHARGE_COLUMNS = [
  'id',
  'tenant_id',
  'tenant_name',
  'room_number',
  'kind',
  'amount',
  'amount_paid',
  'balance',
  'date',
  'due_date',
  'status',
  'note',
  'waived_at',
  'waive_reason',
  'rent_id',
  'meter_reading_id',
  'created_at',
] as const;
export const DEPOSIT_COLUMNS = [
  'id',
  'tenant_id',
  'tenant_name',
  'kind',
  'amount',
  'date',
  'method',
  'reference',
  'reason',
  'created_at',
] as const;

type Row<C extends readonly string[]> = Record<C[number], Cell>;

export const toRoomRecord = (room: RoomWithOccupancy): Row<typeof ROOM_COLUMNS> => ({
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
});

/** A tenant with their identity opened (null once erased) and their room's number and floor. */
export function toTenantRecord(
  t: TenantRow,
  room: { roomNumber: string; floorNumber: number } | null,
  identity: TenantIdentity | null,
): Row<typeof TENANT_COLUMNS> {
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
    leaving_date: t.leavingDate,
    active: t.active,
    rent_amount: rupees(t.rentPaise),
    deposit_amount: rupees(t.depositPaise),
    dob: identity?.dob ?? null,
    gender: t.gender,
    address: identity?.address ?? null,
    guardian_relation: identity?.guardian?.relation ?? null,
    guardian_name: identity?.guardian?.name ?? null,
    identity_erased: t.identityErasedAt !== null,
    has_photo: t.hasPhoto,
    created_at: t.createdAt,
    updated_at: t.updatedAt,
  };
}

/** A rent with its tenant's current name and phone (the snapshot once the tenant is gone). */
export function toRentRecord(
  r: RentRow,
  tenant: { name: string; phone: string } | null,
  rules: DueRules,
): Row<typeof RENT_COLUMNS> {
  const due = {
    amount: r.amountPaise,
    amountPaid: r.paidPaise,
    dueDate: r.dueDate,
    cancelled: r.cancelledAt !== null,
  };
  const { status, daysOverdue } = rentStatus(due, rules);
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
    balance: rupees(amountDueOf(due)),
    status,
    days_overdue: daysOverdue,
    cancelled_at: r.cancelledAt,
    payment_date: r.paymentDate,
    payment_method: r.paymentMethod,
    payment_reference: r.paymentReference,
    notes: r.notes,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

/**
 * A payment, voided ones included, with who paid (the name kept on it, or its rent's, once the
 * tenant is gone).
 */
export const toPaymentRecord = (
  p: PaymentRow,
  rent: { tenantName: string; roomNumber: string | null } | null,
  tenant: { name: string } | null,
): Row<typeof PAYMENT_COLUMNS> => ({
  id: p.id,
  receipt_number: formatReceiptNumber(p.receiptYear, p.receiptSequence),
  rent_id: p.rentId,
  charge_id: p.chargeId,
  tenant_id: p.tenantId,
  tenant_name: tenant?.name ?? p.tenantName ?? rent?.tenantName ?? null,
  room_number: rent?.roomNumber ?? null,
  label: p.label,
  amount: rupees(p.amountPaise),
  method: p.method,
  reference: p.reference,
  notes: p.notes,
  paid_on: p.paidOn,
  created_at: p.createdAt,
  voided_at: p.voidedAt,
  void_reason: p.voidReason,
});

/** A charge, waived ones included, its status as of the PG's day like a rent's. */
export function toChargeRecord(
  c: ChargeRow,
  tenant: { name: string } | null,
  rules: DueRules,
): Row<typeof CHARGE_COLUMNS> {
  const due = chargeDueOf(c);
  return {
    id: c.id,
    tenant_id: c.tenantId,
    tenant_name: tenant?.name ?? c.tenantName,
    room_number: c.roomNumber,
    kind: c.kind,
    amount: rupees(c.amountPaise),
    amount_paid: rupees(c.paidPaise),
    balance: rupees(amountDueOf(due)),
    date: c.date,
    due_date: c.dueDate,
    status: rentStatus(due, rules).status,
    note: c.note,
    waived_at: c.waivedAt,
    waive_reason: c.waiveReason,
    rent_id: c.rentId,
    meter_reading_id: c.meterReadingId,
    created_at: c.createdAt,
  };
}

/** One entry of a tenant's deposit ledger, with the name kept on it once the tenant is gone. */
export const toDepositRecord = (
  d: DepositEntryRow,
  tenant: { name: string } | null,
): Row<typeof DEPOSIT_COLUMNS> => ({
  id: d.id,
  tenant_id: d.tenantId,
  tenant_name: tenant?.name ?? d.tenantName ?? null,
  kind: d.kind,
  amount: rupees(d.amountPaise),
  date: d.date,
  method: d.method,
  reference: d.reference,
  reason: d.reason,
  created_at: d.createdAt,
});

import type { DueRules } from '@nivas/domain';
import { eq, asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { IdentityVault } from '../../db/identity-crypto';
import { admins, charges, depositEntries, payments, rents, rooms, tenants } from '../../db/schema';
import { AppError } from '../../errors';
import { listRooms } from '../rooms/service';
import type { RuleSettings } from '../settings/rules';
import { openIdentity } from '../tenants/identity';
import { exportFileName, zipExport, type ExportCsvFiles } from './archive';
import { toCsv } from './csv';
import {
  CHARGE_COLUMNS,
  DEPOSIT_COLUMNS,
  PAYMENT_COLUMNS,
  RENT_COLUMNS,
  ROOM_COLUMNS,
  TENANT_COLUMNS,
  toChargeRecord,
  toDepositRecord,
  toPaymentRecord,
  toRentRecord,
  toRoomRecord,
  toTenantRecord,
} from './to-api';

/**
 * "Export my data": the signed-in admin's rooms, tenants, rents, payments, charges and
 * deposit entries, each a CSV
 * file, as the owner's own copy. Every query is scoped by the admin id; identity data is
 * decrypted and numbers are whole, because this is the owner's own record (docs/security.md).
 * A tenant whose identity was erased has those cells empty and `identity_erased` true.
 */

export interface ExportFiles {
  pgName: string;
  files: ExportCsvFiles;
}

async function tenantCsv(db: Database, vault: IdentityVault, adminId: string) {
  const rows = await db
    .select({
      tenant: tenants,
      room: { roomNumber: rooms.roomNumber, floorNumber: rooms.floorNumber },
    })
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(eq(tenants.adminId, adminId))
    .orderBy(asc(tenants.createdAt), asc(tenants.id));
  return toCsv(
    TENANT_COLUMNS,
    rows.map(({ tenant, room }) => toTenantRecord(tenant, room, openIdentity(vault, tenant))),
  );
}

async function rentCsv(db: Database, adminId: string, rules: DueRules) {
  const rows = await db
    .select({ rent: rents, tenant: { name: tenants.name, phone: tenants.phone } })
    .from(rents)
    .leftJoin(tenants, eq(tenants.id, rents.tenantId))
    .where(eq(rents.adminId, adminId))
    .orderBy(asc(rents.dueDate), asc(rents.createdAt), asc(rents.id));
  return toCsv(
    RENT_COLUMNS,
    rows.map(({ rent, tenant }) => toRentRecord(rent, tenant, rules)),
  );
}

async function paymentCsv(db: Database, adminId: string) {
  const rows = await db
    .select({
      payment: payments,
      rent: { tenantName: rents.tenantName, roomNumber: rents.roomNumber },
      tenant: { name: tenants.name },
    })
    .from(payments)
    // A voided payment may have outlived its rent; its tenant is its own.
    .leftJoin(rents, eq(rents.id, payments.rentId))
    .leftJoin(tenants, eq(tenants.id, payments.tenantId))
    .where(eq(payments.adminId, adminId))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt), asc(payments.id));
  return toCsv(
    PAYMENT_COLUMNS,
    rows.map(({ payment, rent, tenant }) => toPaymentRecord(payment, rent, tenant)),
  );
}

async function chargeCsv(db: Database, adminId: string, rules: DueRules) {
  const rows = await db
    .select({ charge: charges, tenant: { name: tenants.name } })
    .from(charges)
    .leftJoin(tenants, eq(tenants.id, charges.tenantId))
    .where(eq(charges.adminId, adminId))
    .orderBy(asc(charges.dueDate), asc(charges.createdAt), asc(charges.id));
  return toCsv(
    CHARGE_COLUMNS,
    rows.map(({ charge, tenant }) => toChargeRecord(charge, tenant, rules)),
  );
}

async function depositCsv(db: Database, adminId: string) {
  const rows = await db
    .select({ entry: depositEntries, tenant: { name: tenants.name } })
    .from(depositEntries)
    .leftJoin(tenants, eq(tenants.id, depositEntries.tenantId))
    .where(eq(depositEntries.adminId, adminId))
    .orderBy(asc(depositEntries.date), asc(depositEntries.createdAt), asc(depositEntries.id));
  return toCsv(
    DEPOSIT_COLUMNS,
    rows.map(({ entry, tenant }) => toDepositRecord(entry, tenant)),
  );
}

/** Every file from one consistent snapshot: payments always add up to the rents' paid amounts. */
export async function exportAdminData(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  rules: DueRules,
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
          'rooms.csv': toCsv(ROOM_COLUMNS, (await listRooms(tx, adminId)).map(toRoomRecord)),
          'tenants.csv': await tenantCsv(tx, vault, adminId),
          'rents.csv': await rentCsv(tx, adminId, rules),
          'payments.csv': await paymentCsv(tx, adminId),
          'charges.csv': await chargeCsv(tx, adminId, rules),
          'deposits.csv': await depositCsv(tx, adminId),
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The export as the zip the owner downloads, named after the PG and the day. */
export async function exportArchive(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  settings: Pick<RuleSettings, 'today' | 'graceDays'>,
  now: Date,
): Promise<{ fileName: string; zip: Buffer }> {
  const data = await exportAdminData(db, vault, adminId, settings);
  return {
    fileName: exportFileName(data.pgName, settings.today),
    zip: Buffer.from(zipExport(data.files, now)),
  };
}

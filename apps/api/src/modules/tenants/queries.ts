import { ID_CARD_SIDES, type IdCardSide } from '@nivas/domain';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import type { IdentityVault } from '../../db/identity-crypto';
import { rooms, tenantIdCards, tenants, type TenantRow } from '../../db/schema';
import { notFound } from '../../errors';
import { openIdentity, type TenantIdentity } from './identity';

/** Reading tenants: the list, and one tenant with or without their identity opened. */

/** The columns no answer reads: taken out of the rest. */
const {
  identity: _identity,
  dataKey: _dataKey,
  idProofHash: _idProofHash,
  plainEmergencyName: _plainEmergencyName,
  plainEmergencyPhone: _plainEmergencyPhone,
  plainEmergencyRelation: _plainEmergencyRelation,
  plainIdProofNumber: _plainIdProofNumber,
  plainDob: _plainDob,
  plainAddress: _plainAddress,
  ...listedColumns
} = getTableColumns(tenants);

/** What lists read: no ciphertext, keys or hashes, so 3,000 tenants stay one light query. */
const roomRef = {
  id: rooms.id,
  roomNumber: rooms.roomNumber,
  floorNumber: rooms.floorNumber,
  rentPaise: rooms.rentPaise,
  capacity: rooms.capacity,
};
const listColumns = { tenant: listedColumns, roomRef };
/** What a single tenant's read adds: the ciphertext and its wrapped key. */
const detailColumns = {
  tenant: { ...listedColumns, identity: tenants.identity, dataKey: tenants.dataKey },
  roomRef,
};

type RoomRef = {
  id: string;
  roomNumber: string;
  floorNumber: number;
  rentPaise: number;
  capacity: number;
};
type ListedRow = Omit<TenantRow, Exclude<keyof TenantRow, keyof typeof listedColumns>>;
export type TenantListRow = ListedRow & { room: RoomRef | null };
export type TenantDetailRow = TenantListRow & { identity: Buffer | null; dataKey: Buffer | null };
/**
 * A single tenant with their identity opened (null once erased), and the sides of their ID
 * card kept as masked copies.
 */
export type TenantView = TenantListRow & {
  identityData: TenantIdentity | null;
  idCardSides: IdCardSide[];
};

function joinRoom<T>(row: { tenant: T; roomRef: RoomRef | null }) {
  return { ...row.tenant, room: row.roomRef };
}

/** Every tenant of the admin, identity left encrypted and unread. */
export async function listTenants(db: Database, adminId: string): Promise<TenantListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(eq(tenants.adminId, adminId))
    .orderBy(asc(tenants.name), asc(tenants.id));
  return rows.map(joinRoom);
}

/**
 * One tenant of the admin, with their ciphertext (not opened). `lock` takes the row for the
 * rest of the transaction (`for update`): the writes that change who holds a bed or owes rent
 * lock the tenant first, then their room and rents (the order `lockRent` keeps too).
 */
export async function findTenant(
  db: Database,
  adminId: string,
  tenantId: string,
  options: { lock?: boolean } = {},
): Promise<TenantDetailRow> {
  if (!isUuid(tenantId)) throw notFound('Tenant');
  const query = db
    .select(detailColumns)
    .from(tenants)
    .leftJoin(rooms, eq(rooms.id, tenants.roomId))
    .where(and(eq(tenants.id, tenantId), eq(tenants.adminId, adminId)));
  const [row] = options.lock ? await query.for('update', { of: tenants }) : await query;
  if (!row) throw notFound('Tenant');
  return joinRoom(row);
}

/** One tenant of the admin with their identity decrypted. */
export async function readTenant(
  db: Database,
  vault: IdentityVault,
  adminId: string,
  tenantId: string,
): Promise<TenantView> {
  const { identity, dataKey, ...row } = await findTenant(db, adminId, tenantId);
  const sides = await db
    .select({ side: tenantIdCards.side })
    .from(tenantIdCards)
    .where(eq(tenantIdCards.tenantId, tenantId));
  return {
    ...row,
    identityData: openIdentity(vault, { id: row.id, identity, dataKey }),
    // Front first, as the card is read.
    idCardSides: ID_CARD_SIDES.filter((side) => sides.some((s) => s.side === side)),
  };
}

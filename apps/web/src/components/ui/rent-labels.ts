import type { Rent } from '@nivas/domain';
import { t } from '@/i18n';

type RentParties = Pick<Rent, 'tenantId' | 'tenantInfo' | 'tenantDeleted' | 'roomId' | 'roomInfo'>;

/**
 * Who owes a rent, as every rent screen names them. A deleted tenant keeps the name stored on
 * the rent, marked '(Deleted)' (SPEC §2); a rent with neither is an 'Unknown Tenant'.
 */
export function rentTenantName(rent: RentParties): string {
  if (rent.tenantId) return rent.tenantId.name;
  const stored = rent.tenantInfo.name.trim();
  if (!stored) return t.rents.unknownTenant;
  return rent.tenantDeleted ? t.rents.deletedTenant(stored) : stored;
}

export function rentTenantPhone(rent: RentParties): string {
  return rent.tenantId?.phone ?? rent.tenantInfo.phone;
}

/** The room, live when it still exists, else as stored on the rent; null when unknown. */
export function rentRoom(rent: RentParties): { roomNumber: string; floorNumber: number } | null {
  return rent.roomId ?? rent.roomInfo;
}

/** 'Room 101 · Floor 1', or 'Unknown Room' (SPEC §2). */
export function rentRoomLabel(rent: RentParties): string {
  const room = rentRoom(rent);
  return room ? t.rents.roomLabel(room.roomNumber, room.floorNumber) : t.rents.unknownRoom;
}

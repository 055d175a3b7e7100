import { maskIdNumber, paiseToRupees, type Tenant } from '@nivas/domain';
import type { TenantListRow, TenantView } from './queries';

/** What a tenant pays a month: their own rent, else their room's; null with neither. */
function monthlyRentOf(row: TenantListRow): number | null {
  const paise = row.rentPaise ?? row.room?.rentPaise ?? null;
  return paise === null ? null : paiseToRupees(paise);
}

/**
 * A tenant as the API answers it. Every answer masks the ID number to its last characters,
 * whatever its type, except the single-tenant read that fills the edit form
 * (`revealIdNumber`). Lists pass a row without its identity: they carry no date of birth,
 * address or emergency contact, and decrypt nothing. An erased identity is answered as none.
 */
export function toApiTenant(
  row: TenantListRow | TenantView,
  options: { revealIdNumber?: boolean } = {},
): Tenant {
  const identity = 'identityData' in row ? row.identityData : null;
  const isErased = row.identityErasedAt !== null;
  const idProofNumber = isErased
    ? ''
    : options.revealIdNumber && identity
      ? identity.idProofNumber
      : maskIdNumber(row.idProofType, row.idProofTail);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    ...(identity ? { emergencyContact: { ...identity.emergencyContact } } : {}),
    idProofType: row.idProofType as Tenant['idProofType'],
    idProofNumber,
    occupation: row.occupation,
    roomId: row.room
      ? {
          _id: row.room.id,
          roomNumber: row.room.roomNumber,
          floorNumber: row.room.floorNumber,
          rentAmount: paiseToRupees(row.room.rentPaise),
          capacity: row.room.capacity,
        }
      : null,
    bedNumber: row.bedNumber,
    joiningDate: row.joiningDate,
    leavingDate: row.leavingDate,
    active: row.active,
    rentAmount: row.rentPaise === null ? null : paiseToRupees(row.rentPaise),
    monthlyRent: monthlyRentOf(row),
    depositAmount: paiseToRupees(row.depositPaise),
    language: row.language as Tenant['language'],
    ...(identity
      ? { dob: identity.dob, address: identity.address, guardian: identity.guardian }
      : {}),
    gender: row.gender as Tenant['gender'],
    identityErased: isErased,
    hasPhoto: row.hasPhoto,
    ...('idCardSides' in row ? { idCardSides: [...row.idCardSides] } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

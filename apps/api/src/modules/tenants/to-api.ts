import { maskAadhaar, type Tenant } from '@nivas/domain';
import type { TenantWithRoom } from './service';

/**
 * A tenant as the API answers it. Aadhaar numbers are personal data: every answer masks
 * them except the single-tenant read that fills the edit form (`revealIdNumber`).
 */
export function toApiTenant(
  row: TenantWithRoom,
  options: { revealIdNumber?: boolean } = {},
): Tenant {
  const isAadhaar = row.idProofType === 'Aadhar';
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    emergencyContact: {
      name: row.emergencyName,
      phone: row.emergencyPhone,
      relation: row.emergencyRelation,
    },
    idProofType: row.idProofType as Tenant['idProofType'],
    idProofNumber:
      isAadhaar && !options.revealIdNumber ? maskAadhaar(row.idProofNumber) : row.idProofNumber,
    occupation: row.occupation,
    roomId: row.room
      ? { _id: row.room.id, roomNumber: row.room.roomNumber, floorNumber: row.room.floorNumber }
      : null,
    bedNumber: row.bedNumber,
    joiningDate: row.joiningDate,
    active: row.active,
    dob: row.dob,
    gender: row.gender as Tenant['gender'],
    address: row.address,
    hasPhoto: row.hasPhoto,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

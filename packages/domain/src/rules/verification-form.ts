import type { Admin } from '../contracts/auth';
import type { Tenant } from '../contracts/tenants';
import { maskIdProof } from './id-proof';

/**
 * What the police tenant verification form says, from what Nivas holds: the owner and the PG
 * (from the admin profile), the tenant with their guardian, permanent address and ID, and their
 * stay. The ID number is always masked on it, whatever the tenant record carried: the form is
 * printed and handed over, and the police verify the card itself.
 */
export interface VerificationForm {
  owner: { name: string; phone: string; pgName: string; pgAddress: string };
  tenant: {
    name: string;
    /** 'S/O Ramesh Sharma'; '' when not held. */
    guardian: string;
    dob: string | null;
    gender: Tenant['gender'];
    phone: string;
    permanentAddress: string;
    idProofType: Tenant['idProofType'];
    /** 'XXXX XXXX 1234'; '' when the identity was erased. */
    maskedIdNumber: string;
    occupation: string;
  };
  stay: {
    room: { roomNumber: string; floorNumber: number; bedNumber: number | null } | null;
    joiningDate: string;
  };
  /** What the form asks for and Nivas does not hold: left blank to fill in by hand. */
  missing: VerificationGap[];
}

export type VerificationGap = 'guardian' | 'permanentAddress' | 'idNumber' | 'photo' | 'pgAddress';

/** A number as answered may already be masked ('XXXX XXXX 1234'); a whole one is masked here. */
function maskedNumber(tenant: Pick<Tenant, 'idProofType' | 'idProofNumber'>): string {
  const number = tenant.idProofNumber.trim();
  if (!number || /^X/.test(number)) return number;
  return maskIdProof(tenant.idProofType, number);
}

export function verificationForm(
  tenant: Tenant,
  owner: Pick<Admin, 'name' | 'phone' | 'pgName' | 'address'>,
): VerificationForm {
  const guardian = tenant.guardian ? `${tenant.guardian.relation} ${tenant.guardian.name}` : '';
  const permanentAddress = tenant.address?.trim() ?? '';
  const maskedIdNumber = maskedNumber(tenant);
  const pgAddress = owner.address.trim();
  const gaps: [VerificationGap, boolean][] = [
    ['guardian', guardian === ''],
    ['permanentAddress', permanentAddress === ''],
    ['idNumber', maskedIdNumber === ''],
    ['photo', !tenant.hasPhoto],
    ['pgAddress', pgAddress === ''],
  ];
  return {
    owner: { name: owner.name, phone: owner.phone, pgName: owner.pgName, pgAddress },
    tenant: {
      name: tenant.name,
      guardian,
      dob: tenant.dob ?? null,
      gender: tenant.gender,
      phone: tenant.phone,
      permanentAddress,
      idProofType: tenant.idProofType,
      maskedIdNumber,
      occupation: tenant.occupation,
    },
    stay: {
      room: tenant.roomId
        ? {
            roomNumber: tenant.roomId.roomNumber,
            floorNumber: tenant.roomId.floorNumber,
            bedNumber: tenant.bedNumber,
          }
        : null,
      joiningDate: tenant.joiningDate,
    },
    missing: gaps.filter(([, isMissing]) => isMissing).map(([gap]) => gap),
  };
}

import { type CreateTenantInput, normalizeAadhaar } from '@nivas/domain';
import type { WizardData } from './wizard-state';

/** The POST /tenants body from the wizard's steps (checked by CreateTenantBodySchema). */
export function tenantBody(data: WizardData): CreateTenantInput {
  const { aadhaar, details } = data;
  return {
    name: aadhaar.name.trim(),
    phone: data.phone,
    email: details.email.trim(),
    emergencyContact: {
      name: details.emergencyName.trim(),
      phone: details.emergencyPhone.trim(),
      relation: details.emergencyRelation.trim(),
    },
    idProofType: 'Aadhar',
    idProofNumber: normalizeAadhaar(aadhaar.aadhaarNumber) ?? aadhaar.aadhaarNumber.trim(),
    occupation: details.occupation.trim(),
    roomId: details.roomId,
    bedNumber: details.bedNumber === '' ? undefined : Number(details.bedNumber),
    joiningDate: details.joiningDate,
    rentAmount: details.rentAmount?.trim() ?? '',
    dob: aadhaar.dob || null,
    gender: aadhaar.gender || null,
    address: aadhaar.address.trim(),
    // Both parts or none: a relation read without a name (or the reverse) is not a guardian.
    guardian:
      aadhaar.guardianRelation && aadhaar.guardianName.trim()
        ? { relation: aadhaar.guardianRelation, name: aadhaar.guardianName.trim() }
        : null,
  };
}

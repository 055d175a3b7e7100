import { type CreateTenantInput, DepositEntryBodySchema, normalizeAadhaar } from '@nivas/domain';
import type { DepositCollection, WizardData } from './wizard-state';

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
    language: details.language ?? 'en',
    roomId: details.roomId,
    bedNumber: details.bedNumber === '' ? undefined : Number(details.bedNumber),
    joiningDate: details.joiningDate,
    rentAmount: details.rentAmount?.trim() ?? '',
    depositAmount: details.depositAmount?.trim() ?? '',
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

/**
 * The deposit entry recorded after the tenant is created (POST /tenants/{id}/deposit), checked
 * by the server's own schema; the date is the day of the onboarding.
 */
export function depositCollectionEntry(collect: DepositCollection, date: string) {
  return DepositEntryBodySchema.safeParse(
    {
      kind: 'collect',
      amount: collect.amount.trim(),
      date,
      method: collect.method,
      reference: collect.reference.trim(),
    },
    { reportInput: true },
  );
}

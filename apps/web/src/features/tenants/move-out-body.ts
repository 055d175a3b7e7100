import type { IsoDate, Tenant, UpdateTenantBody } from '@nivas/domain';

/**
 * PUT /tenants/{id} for a tenant leaving: the tenant as the server answered them (the ID number
 * masked, which the server reads as unchanged; identity fields left out keep what is stored),
 * inactive from `leavingDate`, without a room or bed.
 */
export function moveOutBody(tenant: Tenant, leavingDate: IsoDate): UpdateTenantBody {
  return {
    name: tenant.name,
    email: tenant.email,
    phone: tenant.phone,
    idProofType: tenant.idProofType,
    idProofNumber: tenant.idProofNumber,
    occupation: tenant.occupation,
    joiningDate: tenant.joiningDate,
    gender: tenant.gender,
    active: false,
    leavingDate,
    roomId: null,
    bedNumber: null,
  };
}

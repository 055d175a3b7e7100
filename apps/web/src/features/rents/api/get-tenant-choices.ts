import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentKeys } from '@/data/rents/rent-keys';
import { getTenants } from '@/data/tenants/get-tenants';
import { t } from '@/i18n';

/** A tenant as the rent form offers them: who, where, and what they pay a month. */
export interface TenantChoice {
  _id: string;
  name: string;
  isActive: boolean;
  roomNumber: string | null;
  rentAmount: number | null;
}

/**
 * GET /tenants, as choices: the form fills the amount with the tenant's monthly rent (SPEC §5
 * says the room's; a tenant may now have their own, which is what they are charged). Active
 * tenants come first.
 */
export async function getTenantChoices(): Promise<TenantChoice[]> {
  const tenants = await getTenants();
  return tenants
    .map((tenant) => ({
      _id: tenant._id,
      name: tenant.name,
      isActive: tenant.active,
      roomNumber: tenant.roomId?.roomNumber ?? null,
      rentAmount: tenant.monthlyRent,
    }))
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name));
}

export const tenantChoicesQueryOptions = () =>
  queryOptions({
    queryKey: rentKeys.tenantChoices,
    queryFn: getTenantChoices,
    // Tenants and rents are edited on other screens: the form always asks afresh.
    staleTime: 0,
    meta: { errorMessage: t.tenants.toasts.fetchFailed },
  });

export const useTenantChoices = () => useQuery(tenantChoicesQueryOptions());

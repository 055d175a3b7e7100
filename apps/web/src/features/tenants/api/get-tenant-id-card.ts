import type { IdCardSide, Tenant } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { tenantKeys } from '@/data/tenants/tenant-keys';

/**
 * GET /tenants/{id}/id-card/{side}: the masked copy of a side of the tenant's ID card, fetched
 * as a blob with the bearer header (never a token in an image's address), like the photo.
 */
export async function getTenantIdCard(id: string, side: IdCardSide): Promise<Blob> {
  return api
    .get(`tenants/${encodeURIComponent(id)}/id-card/${side}`, { headers: { Accept: 'image/*' } })
    .blob();
}

export const tenantIdCardQueryOptions = (
  tenant: Pick<Tenant, '_id' | 'updatedAt'>,
  side: IdCardSide,
) =>
  queryOptions({
    queryKey: tenantKeys.idCard(tenant._id, side, tenant.updatedAt),
    queryFn: () => getTenantIdCard(tenant._id, side),
    // Keyed by the tenant's last change (a new copy changes it): never out of date.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTenantIdCard = (tenant: Pick<Tenant, '_id' | 'updatedAt'>, side: IdCardSide) =>
  useQuery(tenantIdCardQueryOptions(tenant, side));

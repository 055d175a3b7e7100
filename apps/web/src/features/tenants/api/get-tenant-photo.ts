import type { Tenant } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { tenantKeys } from '@/data/tenants/tenant-keys';

/**
 * GET /tenants/{id}/photo. The photo needs the bearer header, so it is fetched as a blob
 * rather than put in an image's address, where the token would have to travel in the URL.
 */
export async function getTenantPhoto(id: string): Promise<Blob> {
  return api
    .get(`tenants/${encodeURIComponent(id)}/photo`, { headers: { Accept: 'image/*' } })
    .blob();
}

export const tenantPhotoQueryOptions = (tenant: Pick<Tenant, '_id' | 'updatedAt'>) =>
  queryOptions({
    queryKey: tenantKeys.photo(tenant._id, tenant.updatedAt),
    queryFn: () => getTenantPhoto(tenant._id),
    // Keyed by the tenant's last change, so a cached photo is never out of date.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTenantPhoto(tenant: Pick<Tenant, '_id' | 'updatedAt' | 'hasPhoto'>) {
  return useQuery({ ...tenantPhotoQueryOptions(tenant), enabled: tenant.hasPhoto });
}

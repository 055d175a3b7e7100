import { dataResponse, TenantSchema, type Tenant } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { useChangePolling } from '@/features/rooms/api/change-polling';
import { tenantKeys } from './tenant-keys';

const TenantsResponseSchema = dataResponse(z.array(TenantSchema));

/** GET /tenants: every tenant with their room embedded; Aadhaar numbers come masked. */
export async function getTenants(): Promise<Tenant[]> {
  const reply = TenantsResponseSchema.safeParse(await api.get('tenants').json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const tenantsQueryOptions = () =>
  queryOptions({
    queryKey: tenantKeys.list,
    queryFn: getTenants,
    meta: { errorMessage: t.tenants.toasts.fetchFailed },
  });

/** The tenants, kept fresh by polling; a failed fetch empties the list (SPEC §4). */
export function useTenants() {
  useChangePolling('tenants', tenantKeys.all);
  const query = useQuery(tenantsQueryOptions());
  return {
    tenants: query.isError ? [] : (query.data ?? []),
    isLoading: query.isPending,
  };
}

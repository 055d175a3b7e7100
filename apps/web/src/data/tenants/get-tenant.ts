import type { Tenant } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { t } from '@/i18n';
import { tenantKeys } from './tenant-keys';

/** GET /tenants/{id}: one tenant, with the whole ID number for the edit form. */
export async function getTenant(id: string): Promise<Tenant> {
  return readData<Tenant>(await api.get(`tenants/${encodeURIComponent(id)}`).json(), 'record');
}

export const tenantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tenantKeys.detail(id),
    queryFn: () => getTenant(id),
    meta: { errorMessage: t.tenants.toasts.detailsFailed },
  });

export function useTenant(id: string) {
  return useQuery(tenantQueryOptions(id));
}

import type { Tenant } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/api/paths';
import { readJson } from '@/api/read-ahead';
import { readData } from '@/api/read-answer';
import { retryWhileStale } from '@/api/stale-retry';
import { useChangePolling } from '@/data/change-polling';
import { t } from '@/i18n';
import { tenantKeys } from './tenant-keys';

/** GET /tenants: every tenant with their room embedded; Aadhaar numbers come masked. */
export async function getTenants(): Promise<Tenant[]> {
  return readData<Tenant[]>(await readJson(apiPaths.tenants()), 'list');
}

export const tenantsQueryOptions = () =>
  queryOptions({
    queryKey: tenantKeys.list,
    queryFn: getTenants,
    refetchInterval: retryWhileStale(),
    meta: { errorMessage: t.tenants.toasts.fetchFailed },
  });

/**
 * The tenants, kept fresh by polling; a failed refresh keeps them on screen, marked as not
 * updated (README: a departure from SPEC §4's emptied list).
 */
export function useTenants() {
  const stamp = useChangePolling('tenants', tenantKeys.all);
  const query = useQuery(tenantsQueryOptions());
  return { query, stamp, tenants: query.data ?? [], isLoading: query.isPending };
}

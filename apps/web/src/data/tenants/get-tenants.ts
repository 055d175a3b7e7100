import { dataResponse, TenantSchema, type Tenant } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/api/paths';
import { readJson } from '@/api/read-ahead';
import { InvalidResponseError } from '@/api/errors';
import { retryWhileStale } from '@/api/stale-retry';
import { useChangePolling } from '@/data/change-polling';
import { t } from '@/i18n';
import { tenantKeys } from './tenant-keys';

const TenantsResponseSchema = dataResponse(z.array(TenantSchema));

/** GET /tenants: every tenant with their room embedded; Aadhaar numbers come masked. */
export async function getTenants(): Promise<Tenant[]> {
  const reply = TenantsResponseSchema.safeParse(await readJson(apiPaths.tenants()));
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
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

import type { TenantAccount } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/api/paths';
import { readJson } from '@/api/read-ahead';
import { readData } from '@/api/read-answer';
import { retryWhileStale } from '@/api/stale-retry';
import { rentKeys } from '@/data/rents/rent-keys';

/**
 * GET /tenants/{id}/account: who the tenant is (ID masked), every rent with what was paid and
 * what is due, every payment (voided ones marked), and the totals.
 */
export async function getTenantAccount(id: string): Promise<TenantAccount> {
  return readData<TenantAccount>(await readJson(apiPaths.tenantAccount(id)), 'record');
}

export const tenantAccountQueryOptions = (id: string) =>
  queryOptions({
    queryKey: rentKeys.account(id),
    queryFn: () => getTenantAccount(id),
    // Money changes on other screens and devices: every visit shows the account as it is now.
    staleTime: 0,
    refetchInterval: retryWhileStale(),
  });

/** The account, shared: the tenant's page reads it, and every rent screen's change reloads it. */
export const useTenantAccount = (id: string) => useQuery(tenantAccountQueryOptions(id));

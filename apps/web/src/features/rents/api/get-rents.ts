import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { RENTS_PAGE_SIZE } from '@/api/paths';
import { retryWhileStale } from '@/api/stale-retry';
import { rentKeys } from '@/data/rents/rent-keys';
import { readRentsPage, type RentsPage } from '@/data/rents/rents-page';
import { t } from '@/i18n';

/** GET /rents?page=&limit=: one page of the PG's rent records, the latest due date first. */
export async function getRents(page: number): Promise<RentsPage> {
  const searchParams = { page, limit: RENTS_PAGE_SIZE };
  return readRentsPage(await api.get('rents', { searchParams }).json());
}

export const rentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: rentKeys.list(page),
    queryFn: () => getRents(page),
    // Rents also change when tenants are deleted elsewhere: look again on every visit.
    staleTime: 0,
    refetchInterval: retryWhileStale(),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: t.rents.toasts.fetchFailed },
  });

/**
 * One page of records. A failed refresh keeps the page on screen, marked as not updated
 * (README: a departure from SPEC §4's emptied list).
 */
export const useRents = (page: number) => useQuery(rentsQueryOptions(page));

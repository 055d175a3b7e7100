import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type RentListParams } from '@/api/paths';
import { readJson } from '@/api/read-ahead';
import { retryWhileStale } from '@/api/stale-retry';
import { rentKeys } from '@/data/rents/rent-keys';
import { readRentsPage, type RentsPage } from '@/data/rents/rents-page';
import { t } from '@/i18n';

/** One page of GET /rents (api/paths.ts). */
export async function getRentsPage(params: RentListParams): Promise<RentsPage> {
  return readRentsPage(await readJson(apiPaths.rentsPage(params)));
}

export const rentsPageQueryOptions = (params: RentListParams) =>
  queryOptions({
    queryKey: rentKeys.page(params),
    queryFn: () => getRentsPage(params),
    // Statuses turn Overdue as days pass and tenants are changed elsewhere: ask on every visit.
    staleTime: 0,
    refetchInterval: retryWhileStale(),
    meta: {
      errorMessage:
        params.status === 'Overdue'
          ? t.rentManagement.toasts.overdueFailed
          : t.rentManagement.toasts.allFailed,
    },
  });

/** One page of a list; the page on screen stays while the next one, or a new search, loads. */
export const useRentsPage = (params: RentListParams, enabled = true) =>
  useQuery({ ...rentsPageQueryOptions(params), placeholderData: keepPreviousData, enabled });

/** For the Overdue tab's count: page one of the unsearched overdue list, shared with that tab. */
export const useOverdueFirstPage = () =>
  useQuery(rentsPageQueryOptions({ status: 'Overdue', q: '', page: 1 }));

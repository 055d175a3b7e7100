import type { Rent } from '@nivas/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { retryWhileStale } from '@/api/stale-retry';
import { t } from '@/i18n';
import { rentKeys } from './rent-keys';

/** GET /rents/{id}. */
export async function getRent(id: string): Promise<Rent> {
  return readData<Rent>(await api.get(`rents/${encodeURIComponent(id)}`).json(), 'record');
}

/**
 * One rent as stored now: the edit form starts from it, and a rent's details follow its
 * payments and voids while open.
 */
export const rentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: rentKeys.detail(id),
    queryFn: () => getRent(id),
    staleTime: 0,
    refetchInterval: retryWhileStale(),
    meta: { errorMessage: t.rents.toasts.detailsFailed },
  });

import type { Charge, RentStatus } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { retryWhileStale } from '@/api/stale-retry';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';

/** GET /charges?status=: every charge of the PG (waived ones are Cancelled), latest due first. */
export async function getCharges({ status }: { status?: RentStatus }): Promise<Charge[]> {
  const searchParams = new URLSearchParams();
  if (status) searchParams.set('status', status);
  return readData<Charge[]>(await api.get('charges', { searchParams }).json(), 'list');
}

export const chargesQueryOptions = (params: { status?: RentStatus }) =>
  queryOptions({
    queryKey: rentKeys.charges(params),
    queryFn: () => getCharges(params),
    // Statuses turn Overdue as days pass: ask on every visit.
    staleTime: 0,
    refetchInterval: retryWhileStale(),
    meta: { errorMessage: t.rentManagement.toasts.chargesFailed },
  });

export const useCharges = (params: { status?: RentStatus }) =>
  useQuery(chargesQueryOptions(params));

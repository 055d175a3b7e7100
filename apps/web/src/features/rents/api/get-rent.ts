import { dataResponse, RentSchema, type Rent } from '@nivas/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { retryWhileStale } from '@/api/stale-retry';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import type { RentsPage } from './get-rents';

const RentResponseSchema = dataResponse(RentSchema);

/** GET /rents/{id}. */
export async function getRent(id: string): Promise<Rent> {
  const reply = RentResponseSchema.safeParse(
    await api.get(`rents/${encodeURIComponent(id)}`).json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const rentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: rentKeys.detail(id),
    queryFn: () => getRent(id),
    // The edit form must start from what is stored now, not from a list seen minutes ago.
    staleTime: 0,
    refetchInterval: retryWhileStale(),
    meta: { errorMessage: t.rents.toasts.detailsFailed },
  });

/** One rent: shown from a list page at once when it is there, and fetched fresh behind it. */
export function useRent(id: string) {
  const queryClient = useQueryClient();
  const findInList = () => {
    for (const [queryKey, page] of queryClient.getQueriesData<RentsPage>({
      queryKey: rentKeys.lists,
    })) {
      const rent = page?.rents.find((r) => r._id === id);
      if (rent) return { rent, updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt };
    }
    return undefined;
  };
  return useQuery({
    ...rentQueryOptions(id),
    initialData: () => findInList()?.rent,
    initialDataUpdatedAt: () => findInList()?.updatedAt,
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rentQueryOptions } from '@/data/rents/get-rent';
import { rentKeys } from '@/data/rents/rent-keys';
import type { RentsPage } from '@/data/rents/rents-page';

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

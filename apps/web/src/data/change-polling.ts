import type { LastUpdatedResponse } from '@nivas/domain';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readAnswer } from '@/api/read-answer';

/** SPEC §9: rooms and tenants are checked for changes made elsewhere every 10 s. */
export const CHANGE_POLL_INTERVAL_MS = 10_000;

type Resource = 'rooms' | 'tenants';

/** GET /rooms/last-updated or /tenants/last-updated: when that data last changed. */
export async function getLastUpdated(resource: Resource): Promise<string> {
  const answer = readAnswer<LastUpdatedResponse>(await api.get(`${resource}/last-updated`).json());
  return answer.lastUpdated;
}

/**
 * The stamp is cheap to ask for; the lists are not. The lists are reloaded only when the stamp
 * differs from the one seen before (SPEC §7), whoever made the change: another device, another
 * tab, or this one (then the reload is quiet and finds what is already shown).
 */
export const changeStampQueryOptions = (resource: Resource, reloads: QueryKey) =>
  queryOptions({
    queryKey: ['last-updated', resource] as const,
    async queryFn({ client, queryKey }) {
      const seen = client.getQueryData<string>(queryKey);
      const stamp = await getLastUpdated(resource);
      if (seen !== undefined && seen !== stamp)
        void client.invalidateQueries({ queryKey: reloads });
      return stamp;
    },
    refetchInterval: CHANGE_POLL_INTERVAL_MS,
    // Coming back to the tab is a good moment to look, and costs one small request.
    refetchOnWindowFocus: true,
  });

/**
 * Polls while a screen that shows the data is open. Those screens live inside the signed-in
 * shell, so nothing polls on /login, /register or /logout (SPEC §7). The poll is returned so
 * the screen can say when its data could not be checked.
 */
export function useChangePolling(resource: Resource, reloads: QueryKey) {
  return useQuery(changeStampQueryOptions(resource, reloads));
}

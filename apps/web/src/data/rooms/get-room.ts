import type { Room } from '@nivas/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { retryWhileStale } from '@/api/stale-retry';
import { useChangePolling } from '@/data/change-polling';
import { t } from '@/i18n';
import { roomKeys } from './room-keys';

/** GET /rooms/{id}. */
export async function getRoom(id: string): Promise<Room> {
  return readData<Room>(await api.get(`rooms/${encodeURIComponent(id)}`).json(), 'record');
}

export const roomQueryOptions = (id: string) =>
  queryOptions({
    queryKey: roomKeys.detail(id),
    queryFn: () => getRoom(id),
    refetchInterval: retryWhileStale(),
    // The server's 'Room not found' is preferred; anything else reads as a loading failure.
    meta: { errorMessage: t.rooms.toasts.loadFailed },
  });

/**
 * One room. The rooms list usually holds it already, so it is shown from there at once;
 * GET /rooms/{id} is the fallback when it is not in the list (SPEC §7), and keeps it fresh.
 */
export function useRoom(id: string) {
  const queryClient = useQueryClient();
  const stamp = useChangePolling('rooms', roomKeys.all);
  const room = useQuery({
    ...roomQueryOptions(id),
    initialData: () =>
      queryClient.getQueryData<Room[]>(roomKeys.list)?.find((room) => room._id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(roomKeys.list)?.dataUpdatedAt,
  });
  return { room, stamp };
}

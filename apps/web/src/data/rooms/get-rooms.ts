import type { Room } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { retryWhileStale } from '@/api/stale-retry';
import { useChangePolling } from '@/data/change-polling';
import { t } from '@/i18n';
import { roomKeys } from './room-keys';

/** GET /rooms: every room of the PG, by floor and then number. */
export async function getRooms(): Promise<Room[]> {
  return readData<Room[]>(await api.get('rooms').json(), 'list');
}

export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: roomKeys.list,
    queryFn: getRooms,
    refetchInterval: retryWhileStale(),
    meta: { errorMessage: t.rooms.toasts.fetchFailed },
  });

/**
 * The rooms, kept fresh by polling. `isLoading` is only the first load (SPEC §4: a spinner
 * then, quiet refreshes after). A failed refresh keeps the rooms on screen, marked as not
 * updated (README: a departure from SPEC §4's emptied list); `query` and `stamp` tell the
 * screen which state it is in.
 */
export function useRooms() {
  const stamp = useChangePolling('rooms', roomKeys.all);
  const query = useQuery(roomsQueryOptions());
  return { query, stamp, rooms: query.data ?? [], isLoading: query.isPending };
}

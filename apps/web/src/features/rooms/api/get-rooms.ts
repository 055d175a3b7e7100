import { dataResponse, RoomSchema, type Room } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { useChangePolling } from './change-polling';
import { roomKeys } from './room-keys';

const RoomsResponseSchema = dataResponse(z.array(RoomSchema));

/** GET /rooms: every room of the PG, by floor and then number. */
export async function getRooms(): Promise<Room[]> {
  const reply = RoomsResponseSchema.safeParse(await api.get('rooms').json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const roomsQueryOptions = () =>
  queryOptions({
    queryKey: roomKeys.list,
    queryFn: getRooms,
    meta: { errorMessage: t.rooms.toasts.fetchFailed },
  });

/**
 * The rooms, kept fresh by polling. `isLoading` is only the first load (SPEC §4: a spinner
 * then, quiet refreshes after). A failed fetch empties the list (SPEC §4) rather than leave
 * rooms on screen that may have changed.
 */
export function useRooms() {
  useChangePolling('rooms', roomKeys.all);
  const query = useQuery(roomsQueryOptions());
  return {
    rooms: query.isError ? [] : (query.data ?? []),
    isLoading: query.isPending,
  };
}

import { dataResponse, RoomSchema, type Room } from '@nivas/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { onboardingKeys } from './onboarding-keys';

const RoomsResponseSchema = dataResponse(z.array(RoomSchema));

/** GET /rooms, for the room select of Additional Details. */
export async function getRooms(): Promise<Room[]> {
  const reply = RoomsResponseSchema.safeParse(await api.get('rooms').json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

/** The rooms, once signed in (the wizard itself is public: SPEC §6). */
export function useOnboardingRooms(isSignedIn: boolean) {
  const query = useQuery({
    queryKey: onboardingKeys.rooms,
    queryFn: getRooms,
    enabled: isSignedIn,
    meta: { errorMessage: t.rooms.toasts.fetchFailed },
  });
  return { query, rooms: query.data ?? [], isLoading: isSignedIn && query.isPending };
}

import { dataResponse, RoomSchema, type Room, type RoomInput } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError, serverErrorMessage } from '@/api/errors';
import { roomKeys } from '@/data/rooms/room-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

const RoomResponseSchema = dataResponse(RoomSchema);

/** POST /rooms. */
export async function createRoom(body: RoomInput): Promise<Room> {
  const reply = RoomResponseSchema.safeParse(await api.post('rooms', { json: body }).json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: roomKeys.all });
      notifySuccess(t.rooms.toasts.created);
    },
    onError(error) {
      // SPEC §8: the server's words first ('Room 101 already exists on Floor 1').
      notifyError(serverErrorMessage(error, t.rooms.toasts.createFailed));
    },
  });
}

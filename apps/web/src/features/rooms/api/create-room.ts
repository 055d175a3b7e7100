import type { Room, RoomInput } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { roomKeys } from '@/data/rooms/room-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** POST /rooms. */
export async function createRoom(body: RoomInput): Promise<Room> {
  return readData<Room>(await api.post('rooms', { json: body }).json(), 'record');
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

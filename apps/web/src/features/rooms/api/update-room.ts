import type { Room, RoomInput } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { roomKeys } from '@/data/rooms/room-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** PUT /rooms/{id}. */
export async function updateRoom({ id, body }: { id: string; body: RoomInput }): Promise<Room> {
  return readData<Room>(
    await api.put(`rooms/${encodeURIComponent(id)}`, { json: body }).json(),
    'record',
  );
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess(room) {
      // SPEC §7: the saved room is merged into the list; no reload is needed for it.
      queryClient.setQueryData<Room[]>(roomKeys.list, (rooms) =>
        rooms?.map((r) => (r._id === room._id ? room : r)),
      );
      queryClient.setQueryData(roomKeys.detail(room._id), room);
      notifySuccess(t.rooms.toasts.updated);
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.rooms.toasts.updateFailed));
    },
  });
}

import type { Room } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { roomKeys } from '@/data/rooms/room-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** DELETE /rooms/{id}. A room that still has tenants is refused with a 409 that says why. */
export async function deleteRoom(id: string): Promise<void> {
  await api.delete(`rooms/${encodeURIComponent(id)}`);
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess(_, id) {
      queryClient.setQueryData<Room[]>(roomKeys.list, (rooms) =>
        rooms?.filter((r) => r._id !== id),
      );
      // Not refetched: asking for a room that is gone would only report it missing.
      queryClient.removeQueries({ queryKey: roomKeys.detail(id) });
      notifySuccess(t.rooms.toasts.deleted);
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.rooms.toasts.deleteFailed));
    },
  });
}

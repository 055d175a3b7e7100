import type { Room } from '@nivas/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { t } from '@/i18n';
import { useDeleteRoom } from '../api/delete-room';

/**
 * Asks before a room is deleted (SPEC §5). The dialog stays open while the request runs, then
 * closes whatever the answer; the toast says how it went.
 */
export function DeleteRoomDialog({
  room,
  onClose,
  onDeleted,
}: {
  room: Room | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const deleteRoom = useDeleteRoom();
  return (
    <ConfirmDialog
      isOpen={room !== null}
      title={room ? t.rooms.deleteConfirm.title(room.roomNumber) : ''}
      message={t.rooms.deleteConfirm.message}
      confirmLabel={t.common.delete}
      busyLabel={t.common.deleting}
      isBusy={deleteRoom.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!room) return;
        deleteRoom.mutate(room._id, { onSuccess: onDeleted, onSettled: onClose });
      }}
    />
  );
}

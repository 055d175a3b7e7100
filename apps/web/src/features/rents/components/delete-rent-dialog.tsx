import type { Rent } from '@nivas/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { t } from '@/i18n';
import { useDeleteRent } from '../api/delete-rent';

/** Asks before a rent record is deleted (SPEC §5); the toast says how it went. */
export function DeleteRentDialog({ rent, onClose }: { rent: Rent | null; onClose: () => void }) {
  const deleteRent = useDeleteRent();
  return (
    <ConfirmDialog
      isOpen={rent !== null}
      title={t.rents.deleteConfirm.title}
      message={t.rents.deleteConfirm.message}
      confirmLabel={t.common.delete}
      busyLabel={t.common.deleting}
      isBusy={deleteRent.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (rent) deleteRent.mutate(rent._id, { onSettled: onClose });
      }}
    />
  );
}

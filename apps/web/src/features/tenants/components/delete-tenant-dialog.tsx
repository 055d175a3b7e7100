import type { Tenant } from '@nivas/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { t } from '@/i18n';
import { useDeleteTenant } from '../api/delete-tenant';

/** SPEC §5: 'Are you sure you want to delete this tenant?' before anything is deleted. */
export function DeleteTenantDialog({
  tenant,
  onClose,
}: {
  tenant: Tenant | null;
  onClose: () => void;
}) {
  const deleteTenant = useDeleteTenant();
  return (
    <ConfirmDialog
      isOpen={tenant !== null}
      title={tenant ? t.tenants.deleteConfirm.title(tenant.name) : ''}
      message={t.tenants.deleteConfirm.message}
      confirmLabel={t.common.delete}
      busyLabel={t.common.deleting}
      isBusy={deleteTenant.isPending}
      onCancel={onClose}
      onConfirm={() => tenant && deleteTenant.mutate(tenant._id, { onSettled: onClose })}
    />
  );
}

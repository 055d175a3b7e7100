import type { Tenant } from '@nivas/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useVacateTenant } from '@/data/tenants/vacate-tenant';
import { t } from '@/i18n';

/** A bed tile's Remove asks first, then takes the tenant off the bed (DESIGN.md reading 8). */
export function RemoveTenantDialog({
  tenant,
  onClose,
}: {
  tenant: Tenant | null;
  onClose: () => void;
}) {
  const vacate = useVacateTenant();
  const text = t.rooms.details.removeConfirm;
  return (
    <ConfirmDialog
      isOpen={tenant !== null}
      title={tenant ? text.title(tenant.name) : ''}
      message={tenant ? text.message(tenant.name, tenant.bedNumber ?? 0) : ''}
      confirmLabel={text.confirm}
      busyLabel={text.busy}
      isBusy={vacate.isPending}
      onCancel={onClose}
      onConfirm={() => tenant && vacate.mutate(tenant._id, { onSettled: onClose })}
    />
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { reloadTenantsAndRooms } from '@/data/tenants/reload-tenants-and-rooms';
import { tenantKeys } from '@/data/tenants/tenant-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** DELETE /tenants/{id}. The tenant's rent history is kept on the server. */
export async function deleteTenant(id: string): Promise<void> {
  await api.delete(`tenants/${encodeURIComponent(id)}`);
}

export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTenant,
    onSuccess(_, id) {
      queryClient.removeQueries({ queryKey: tenantKeys.detail(id) });
      reloadTenantsAndRooms(queryClient);
      notifySuccess(t.tenants.toasts.deleted);
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.tenants.toasts.deleteFailed));
    },
  });
}

import type { Tenant } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { reloadTenantsAndRooms } from './reload-tenants-and-rooms';

/** PUT /tenants/{id}/vacate: the bed tile's Remove; the tenant stays, without a room. */
export async function vacateTenant(id: string): Promise<Tenant> {
  return readData<Tenant>(
    await api.put(`tenants/${encodeURIComponent(id)}/vacate`).json(),
    'record',
  );
}

/** Taking a tenant off a bed is an edit of the tenant, so it reads as one in the toasts. */
export function useVacateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: vacateTenant,
    onSuccess() {
      reloadTenantsAndRooms(queryClient);
      notifySuccess(t.tenants.toasts.updated);
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.tenants.toasts.updateFailed));
    },
  });
}

import type { Tenant, UpdateTenantBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { duplicateTenantOf } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { reloadTenantsAndRooms } from '@/data/tenants/reload-tenants-and-rooms';
import { saveErrorMessage } from '@/data/tenants/save-error-message';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * PUT /tenants/{id}. A tenant set Inactive needs a leaving date: their bed is freed and their
 * later rents cancelled. One made Active again needs a room and a bed.
 */
export async function updateTenant({
  id,
  body,
}: {
  id: string;
  body: UpdateTenantBody;
}): Promise<Tenant> {
  return readData<Tenant>(
    await api.put(`tenants/${encodeURIComponent(id)}`, { json: body }).json(),
    'record',
  );
}

export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    onSuccess() {
      reloadTenantsAndRooms(queryClient);
      notifySuccess(t.tenants.toasts.updated);
    },
    onError(error) {
      // A named match is shown by the screen.
      if (duplicateTenantOf(error)) return;
      notifyError(saveErrorMessage(error, t.tenants.toasts.updateFailed));
    },
  });
}

import { dataResponse, TenantSchema, type Tenant, type UpdateTenantBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { reloadTenantsAndRooms } from '@/data/tenants/reload-tenants-and-rooms';
import { saveErrorMessage } from '@/data/tenants/save-error-message';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

const TenantResponseSchema = dataResponse(TenantSchema);

/** PUT /tenants/{id}. A tenant set Inactive loses their bed on the server. */
export async function updateTenant({
  id,
  body,
}: {
  id: string;
  body: UpdateTenantBody;
}): Promise<Tenant> {
  const reply = TenantResponseSchema.safeParse(
    await api.put(`tenants/${encodeURIComponent(id)}`, { json: body }).json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
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
      notifyError(saveErrorMessage(error, t.tenants.toasts.updateFailed));
    },
  });
}

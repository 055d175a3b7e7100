import { dataResponse, TenantSchema, type CreateTenantBody, type Tenant } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { reloadTenantsAndRooms } from './reload-tenants-and-rooms';
import { saveErrorMessage } from './save-error-message';

const TenantResponseSchema = dataResponse(TenantSchema);

/** POST /tenants. */
export async function createTenant(body: CreateTenantBody): Promise<Tenant> {
  const reply = TenantResponseSchema.safeParse(await api.post('tenants', { json: body }).json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess() {
      reloadTenantsAndRooms(queryClient);
      notifySuccess(t.tenants.toasts.added);
    },
    onError(error) {
      notifyError(saveErrorMessage(error, t.tenants.toasts.addFailed));
    },
  });
}

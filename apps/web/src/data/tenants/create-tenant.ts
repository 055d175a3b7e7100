import type { CreateTenantBody, Tenant } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { duplicateTenantOf } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { reloadTenantsAndRooms } from './reload-tenants-and-rooms';
import { saveErrorMessage } from './save-error-message';

/**
 * POST /tenants. With a bed, the server also creates the tenant's first rent. An active tenant
 * with the same phone or ID number is refused (409) and named in the answer's `duplicate`;
 * `allowDuplicate: true` says a shared phone is intended.
 */
export async function createTenant(body: CreateTenantBody): Promise<Tenant> {
  return readData<Tenant>(await api.post('tenants', { json: body }).json(), 'record');
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
      // A named match is shown by the screen, which asks whether to add them anyway.
      if (duplicateTenantOf(error)) return;
      notifyError(saveErrorMessage(error, t.tenants.toasts.addFailed));
    },
  });
}

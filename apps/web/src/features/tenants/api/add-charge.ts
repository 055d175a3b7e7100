import type { Charge, CreateChargeBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** POST /tenants/{id}/charges: a one-off due, paid like a rent. */
export async function addCharge({ tenantId, body }: { tenantId: string; body: CreateChargeBody }) {
  return readData<Charge>(
    await api.post(`tenants/${encodeURIComponent(tenantId)}/charges`, { json: body }).json(),
    'record',
  );
}

/**
 * The words of a new charge that failed: its toast's, and the alert's inside the dialog it
 * was made in (a toast sits behind an open modal dialog).
 */
export const addChargeFailure = (error: unknown) =>
  serverErrorMessage(error, t.charges.toasts.addFailed);

export function useAddCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCharge,
    async onSuccess() {
      notifySuccess(t.charges.toasts.added);
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(addChargeFailure(error));
    },
  });
}

import { ChargeSchema, dataResponse, type CreateChargeBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError, serverErrorMessage } from '@/api/errors';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

const ChargeResponseSchema = dataResponse(ChargeSchema);

/** POST /tenants/{id}/charges: a one-off due, paid like a rent. */
export async function addCharge({ tenantId, body }: { tenantId: string; body: CreateChargeBody }) {
  const reply = ChargeResponseSchema.safeParse(
    await api.post(`tenants/${encodeURIComponent(tenantId)}/charges`, { json: body }).json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
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

import type { Charge } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * POST /charges/{id}/waive: the charge stays, marked waived with the reason, and nobody owes
 * it. A charge with live payments is refused (409 CHARGE_HAS_PAYMENTS): void them first.
 */
export async function waiveCharge({ chargeId, reason }: { chargeId: string; reason: string }) {
  return readData<Charge>(
    await api.post(`charges/${encodeURIComponent(chargeId)}/waive`, { json: { reason } }).json(),
    'record',
  );
}

/**
 * The words of a waiver that failed: its toast's, and the alert's inside the dialog it
 * was made in (a toast sits behind an open modal dialog).
 */
export const waiveChargeFailure = (error: unknown) =>
  serverErrorMessage(error, t.charges.toasts.waiveFailed);

export function useWaiveCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: waiveCharge,
    async onSuccess() {
      notifySuccess(t.charges.toasts.waived);
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(waiveChargeFailure(error));
    },
  });
}

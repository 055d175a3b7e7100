import type { VoidPaymentBody, VoidPaymentResponse } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readAnswer } from '@/api/read-answer';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { rentKeys } from './rent-keys';

/**
 * POST /payments/{id}/void: the payment stays in the ledger, marked with the time and the
 * reason, and no longer counts towards its rent. Voiding twice is refused (409 PAYMENT_VOIDED).
 */
export async function voidPayment({ paymentId, reason }: { paymentId: string } & VoidPaymentBody) {
  return readAnswer<VoidPaymentResponse>(
    await api.post(`payments/${encodeURIComponent(paymentId)}/void`, { json: { reason } }).json(),
    'record',
  );
}

/**
 * The words of a void that failed: its toast's, and the alert's inside the dialog it
 * was made in (a toast sits behind an open modal dialog).
 */
export const voidPaymentFailure = (error: unknown) =>
  serverErrorMessage(error, t.payments.void.failed);

/** Every screen's Void: the rent lists, the ledgers and the tenant's account reload. */
export function useVoidPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidPayment,
    async onSuccess() {
      notifySuccess(t.payments.void.done);
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(voidPaymentFailure(error));
    },
  });
}

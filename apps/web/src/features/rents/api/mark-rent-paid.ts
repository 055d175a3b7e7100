import { dataResponse, RentSchema } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError, serverErrorMessage } from '@/api/errors';
import { t } from '@/i18n';
import { notifyError, notifySuccess, TOAST_AUTO_CLOSE_MS } from '@/lib/notify';
import { rentKeys } from './rent-keys';

const PayResponseSchema = dataResponse(RentSchema).extend({ nextRent: RentSchema.nullable() });

/**
 * PUT /rents/{id}/pay as the simple list sends it (SPEC §4): paid now, in cash, the whole
 * balance. The answer carries next month's record when the payment created one.
 */
export async function markRentPaid(id: string) {
  const reply = PayResponseSchema.safeParse(
    await api
      .put(`rents/${encodeURIComponent(id)}/pay`, {
        json: { isPaid: true, paymentDate: new Date().toISOString(), paymentMethod: 'Cash' },
      })
      .json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data;
}

export function useMarkRentPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRentPaid,
    async onSuccess({ nextRent }) {
      notifySuccess(t.rents.toasts.markedPaid);
      // Toasts come one at a time (SPEC §2), so the notice follows once the first has gone.
      if (nextRent) {
        window.setTimeout(() => notifySuccess(t.rents.toasts.nextRentCreated), TOAST_AUTO_CLOSE_MS);
      }
      // Awaited, so the row stays busy until the list shows it paid.
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.rents.toasts.markPaidFailed));
    },
  });
}

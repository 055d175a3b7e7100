import { dataResponse, RentSchema, type PayRentBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError, serverErrorMessage } from '@/api/errors';
import { t } from '@/i18n';
import { notifyError, notifySuccess, TOAST_AUTO_CLOSE_MS } from '@/lib/notify';
import { rentKeys } from './rent-keys';

const PayResponseSchema = dataResponse(RentSchema).extend({ nextRent: RentSchema.nullable() });

/**
 * Either pay body of SPEC §7: the simple list's `{isPaid, paymentDate, paymentMethod}` pays
 * the whole balance; rent management's `{amount, paymentMethod, paymentReference, notes}`
 * pays an amount up to it.
 */
export type PayRentRequest = Partial<PayRentBody>;

/**
 * PUT /rents/{id}/pay. The server refuses more than the balance (400) and a rent already paid
 * (409), in words the toast shows. The answer carries next month's record when the payment
 * paid the rent off and created one.
 */
export async function payRent({ rentId, body }: { rentId: string; body: PayRentRequest }) {
  const reply = PayResponseSchema.safeParse(
    await api.put(`rents/${encodeURIComponent(rentId)}/pay`, { json: body }).json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data;
}

/** A payment from either rent screen: the same toasts, and every rent list reloads. */
export function usePayRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payRent,
    async onSuccess({ data: rent, nextRent }) {
      notifySuccess(rent.isPaid ? t.rents.toasts.markedPaid : t.rentManagement.payment.recorded);
      // Toasts come one at a time (SPEC §2), so the notice follows once the first has gone.
      if (nextRent) {
        window.setTimeout(() => notifySuccess(t.rents.toasts.nextRentCreated), TOAST_AUTO_CLOSE_MS);
      }
      // Awaited, so the row or dialog stays busy until the lists show the payment.
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.rents.toasts.markPaidFailed));
    },
  });
}

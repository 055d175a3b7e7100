import { dataResponse, RentSchema, type PayRentBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError, serverErrorMessage } from '@/api/errors';
import { t } from '@/i18n';
import { notifyError, notifySuccess, TOAST_AUTO_CLOSE_MS } from '@/lib/notify';
import { rentManagementKeys } from './rent-management-keys';

const PayResponseSchema = dataResponse(RentSchema).extend({ nextRent: RentSchema.nullable() });

export type RecordPaymentBody = Pick<
  PayRentBody,
  'amount' | 'paymentMethod' | 'paymentReference' | 'notes'
>;

/**
 * PUT /rents/{id}/pay as rent management sends it (SPEC §7): an amount up to the balance,
 * with method, reference and notes. The server refuses more than the balance (400) and a
 * rent already paid (409), in words the toast shows.
 */
export async function recordPayment({ rentId, body }: { rentId: string; body: RecordPaymentBody }) {
  const reply = PayResponseSchema.safeParse(
    await api.put(`rents/${encodeURIComponent(rentId)}/pay`, { json: body }).json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data;
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    async onSuccess({ data: rent, nextRent }) {
      notifySuccess(rent.isPaid ? t.rents.toasts.markedPaid : t.rentManagement.payment.recorded);
      // Toasts come one at a time (SPEC §2), so the notice follows once the first has gone.
      if (nextRent) {
        window.setTimeout(() => notifySuccess(t.rents.toasts.nextRentCreated), TOAST_AUTO_CLOSE_MS);
      }
      // Awaited, so the dialog closes on lists that already show the payment.
      await queryClient.invalidateQueries({ queryKey: rentManagementKeys.all });
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.rents.toasts.markPaidFailed));
    },
  });
}

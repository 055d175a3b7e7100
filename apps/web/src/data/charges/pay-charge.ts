import type { Charge, Payment, PayRentBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readAnswer, type Answer } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** The charge as it now stands, and the payment just recorded. */
type PayChargeAnswer = Answer<Charge, { payment: Payment }>;

/**
 * PUT /charges/{id}/pay: the same body as paying a rent, an amount up to what is still due.
 * The server refuses more than the balance (400) and a waived or paid charge (409).
 */
export async function payCharge({
  chargeId,
  body,
}: {
  chargeId: string;
  body: Partial<PayRentBody>;
}) {
  return readAnswer<PayChargeAnswer>(
    await api.put(`charges/${encodeURIComponent(chargeId)}/pay`, { json: body }).json(),
    'record',
  );
}

/**
 * The words of a payment of a charge that failed: its toast's, and the alert's inside the dialog it
 * was made in (a toast sits behind an open modal dialog).
 */
export const payChargeFailure = (error: unknown) =>
  serverErrorMessage(error, t.charges.toasts.payFailed);

/** A charge's payment from any screen: every rent and charge list and the account reload. */
export function usePayCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payCharge,
    async onSuccess({ data: charge }) {
      notifySuccess(
        charge.amountDue === 0 ? t.charges.toasts.paid : t.rentManagement.payment.recorded,
      );
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(payChargeFailure(error));
    },
  });
}

import { UNDO_REASON, type Payment, type PayRentBody, type Rent } from '@nivas/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readAnswer, type Answer } from '@/api/read-answer';
import { t } from '@/i18n';
import { notifyError, notifySuccess, TOAST_AUTO_CLOSE_MS } from '@/lib/notify';
import { notifyUndoable } from '@/lib/undo-toast';
import { rentKeys } from './rent-keys';
import { voidPayment } from './void-payment';

type PayRentAnswer = Answer<
  Rent,
  {
    nextRent: Rent | null;
    /** The payment just recorded: what Undo voids. */
    payment: Payment;
  }
>;

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
  return readAnswer<PayRentAnswer>(
    await api.put(`rents/${encodeURIComponent(rentId)}/pay`, { json: body }).json(),
    'record',
  );
}

/** Undo: the payment is voided with the reason 'undone', and every list shows the rent unpaid. */
async function undoPayment(queryClient: QueryClient, payment: Payment) {
  try {
    await voidPayment({ paymentId: payment._id, reason: UNDO_REASON });
    notifySuccess(t.undo.done);
  } catch (error) {
    notifyError(serverErrorMessage(error, t.undo.failed));
  } finally {
    await queryClient.invalidateQueries({ queryKey: rentKeys.all });
  }
}

/**
 * The words of a payment of a rent that failed: its toast's, and the alert's inside the dialog it
 * was made in (a toast sits behind an open modal dialog).
 */
export const payRentFailure = (error: unknown) =>
  serverErrorMessage(error, t.rents.toasts.markPaidFailed);

/**
 * A payment from any rent screen: the same toasts, and every rent list, ledger and account
 * reloads. With `offerUndo` (a one-tap full payment), the success toast offers Undo for
 * UNDO_WINDOW_MS.
 */
export function usePayRent({ offerUndo = false }: { offerUndo?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payRent,
    async onSuccess({ data: rent, nextRent, payment }) {
      const message = rent.isPaid ? t.rents.toasts.markedPaid : t.rentManagement.payment.recorded;
      if (offerUndo) {
        // One toast for both: the next-month notice must not push the Undo away.
        notifyUndoable({
          message,
          detail: nextRent ? t.rents.toasts.nextRentCreated : undefined,
          onUndo: () => undoPayment(queryClient, payment),
        });
      } else {
        notifySuccess(message);
        // Toasts come one at a time (SPEC §2), so the notice follows once the first has gone.
        if (nextRent) {
          window.setTimeout(
            () => notifySuccess(t.rents.toasts.nextRentCreated),
            TOAST_AUTO_CLOSE_MS,
          );
        }
      }
      // Awaited, so the row or dialog stays busy until the lists show the payment.
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(payRentFailure(error));
    },
  });
}

import type { CreateRecurringChargeBody, RecurringCharge } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** POST /tenants/{id}/recurring-charges: charged every month by generate-monthly. */
export async function addRecurringCharge({
  tenantId,
  body,
}: {
  tenantId: string;
  body: CreateRecurringChargeBody;
}) {
  return readData<RecurringCharge>(
    await api
      .post(`tenants/${encodeURIComponent(tenantId)}/recurring-charges`, { json: body })
      .json(),
    'record',
  );
}

/** DELETE /recurring-charges/{id}: ends it; the charges it already made stay. */
export async function endRecurringCharge(id: string) {
  return readData<RecurringCharge>(
    await api.delete(`recurring-charges/${encodeURIComponent(id)}`).json(),
    'record',
  );
}

/**
 * The words of a new monthly charge that failed: its toast's, and the alert's inside the dialog it
 * was made in (a toast sits behind an open modal dialog).
 */
export const addRecurringChargeFailure = (error: unknown) =>
  serverErrorMessage(error, t.charges.toasts.recurringAddFailed);

/**
 * The words of ending a monthly charge that failed: its toast's, and the alert's inside the dialog it
 * was made in (a toast sits behind an open modal dialog).
 */
export const endRecurringChargeFailure = (error: unknown) =>
  serverErrorMessage(error, t.charges.toasts.recurringEndFailed);

export function useAddRecurringCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRecurringCharge,
    async onSuccess() {
      notifySuccess(t.charges.toasts.recurringAdded);
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(addRecurringChargeFailure(error));
    },
  });
}

export function useEndRecurringCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endRecurringCharge,
    async onSuccess() {
      notifySuccess(t.charges.toasts.recurringEnded);
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(endRecurringChargeFailure(error));
    },
  });
}

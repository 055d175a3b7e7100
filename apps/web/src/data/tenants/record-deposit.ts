import type { DepositEntryBody, DepositEntryResponse } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readAnswer } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * POST /tenants/{id}/deposit: money taken as security, kept back with a reason, or paid back.
 * A deduction or refund larger than what is held is refused (409 OVER_DEPOSIT_HELD).
 * Answers the entry and what is held now.
 */
export async function recordDeposit({
  tenantId,
  body,
}: {
  tenantId: string;
  body: DepositEntryBody;
}) {
  return readAnswer<DepositEntryResponse>(
    await api.post(`tenants/${encodeURIComponent(tenantId)}/deposit`, { json: body }).json(),
    'record',
  );
}

/**
 * The words of a deposit entry that failed: its toast's, and the alert's inside the dialog it
 * was made in (a toast sits behind an open modal dialog).
 */
export const recordDepositFailure = (error: unknown) =>
  serverErrorMessage(error, t.deposit.toasts.failed);

/** From the tenant's page: the account (deposit held and entries) reloads. */
export function useRecordDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDeposit,
    async onSuccess({ data: entry }) {
      notifySuccess(t.deposit.toasts.recorded[entry.kind]);
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(recordDepositFailure(error));
    },
  });
}

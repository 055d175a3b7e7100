import type { GenerateMonthlyResult } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * POST /rents/generate-monthly: next month's record for every tenant with a bed who has none
 * yet. Running it twice creates nothing the second time. It takes no fields; an empty JSON
 * object is sent rather than no body at all, because the server reads a missing body as null
 * and refuses it.
 */
export async function generateMonthlyRents() {
  return readData<GenerateMonthlyResult>(
    await api.post('rents/generate-monthly', { json: {} }).json(),
    'record',
  );
}

export function useGenerateMonthlyRents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateMonthlyRents,
    async onSuccess({ created, month, year }) {
      notifySuccess(t.rentManagement.toasts.generated(created, month, year));
      await queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.rentManagement.toasts.generateFailed));
    },
  });
}

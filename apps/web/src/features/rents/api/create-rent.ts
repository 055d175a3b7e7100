import type { Rent, RentFormBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** POST /rents. A second record for the same tenant and period is refused with a 409. */
export async function createRent(body: RentFormBody) {
  return readData<Rent>(await api.post('rents', { json: body }).json(), 'record');
}

export function useCreateRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRent,
    onSuccess() {
      notifySuccess(t.rents.toasts.created);
      // Not awaited: the screen moves on, and the lists reload when they are next shown.
      void queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.rents.toasts.createFailed));
    },
  });
}

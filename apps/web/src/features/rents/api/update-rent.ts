import type { Rent, RentFormBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/** PUT /rents/{id}. The tenant, month and year must be sent unchanged (400 otherwise). */
export async function updateRent({ id, body }: { id: string; body: RentFormBody }) {
  return readData<Rent>(
    await api.put(`rents/${encodeURIComponent(id)}`, { json: body }).json(),
    'record',
  );
}

export function useUpdateRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRent,
    onSuccess(rent) {
      queryClient.setQueryData(rentKeys.detail(rent._id), rent);
      notifySuccess(t.rents.toasts.updated);
      // Not awaited: the screen moves on, and the lists reload when they are next shown.
      void queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.rents.toasts.updateFailed));
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { RentsPage } from '@/data/rents/rents-page';

/**
 * DELETE /rents/{id}. Refused (409 RENT_HAS_PAYMENTS) while payments that are not voided
 * count towards it; its voided payments stay in the ledger.
 */
export async function deleteRent(id: string): Promise<void> {
  await api.delete(`rents/${encodeURIComponent(id)}`);
}

export function useDeleteRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRent,
    onSuccess(_, id) {
      queryClient.setQueriesData<RentsPage>(
        { queryKey: rentKeys.lists },
        (page) => page && { ...page, rents: page.rents.filter((r) => r._id !== id) },
      );
      // Not refetched: asking for a record that is gone would only report it missing.
      queryClient.removeQueries({ queryKey: rentKeys.detail(id) });
      notifySuccess(t.rents.toasts.deleted);
      // Not awaited: the row has left the list already; the lists reload behind it.
      void queryClient.invalidateQueries({ queryKey: rentKeys.all });
    },
    onError(error) {
      // SPEC §8: the server's answer is preferred, in the catalogue's words for its code.
      notifyError(serverErrorMessage(error, t.rents.toasts.deleteFailed));
    },
  });
}

import type { AccountSession } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { sessionKeys } from './session-keys';

/** DELETE /admin/sessions/{id}: signs another device out; its next request answers 401. */
export async function endSession(id: string): Promise<void> {
  await api.delete(`admin/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess(_, id) {
      queryClient.setQueryData<AccountSession[]>(sessionKeys.list, (sessions) =>
        sessions?.filter((s) => s._id !== id),
      );
      notifySuccess(t.profile.sessions.ended);
    },
    onError(error) {
      // Already ended elsewhere, or gone: the list is out of date either way.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.list });
      notifyError(serverErrorMessage(error, t.profile.sessions.endFailed));
    },
  });
}

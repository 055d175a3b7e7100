import type { UpdatePasswordBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestContext } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { updateSession } from '@/lib/session/session-actions';
import { parseAuthResponse } from '@/lib/session/parse-auth-response';
import { sessionKeys } from './session-keys';

/**
 * PUT /admin/updatepassword. The answer carries a fresh token: the server ends every session
 * of the account, this one included, and starts a new one, so it must replace the stored
 * token at once.
 */
export async function updatePassword(body: UpdatePasswordBody) {
  // A 401 here means "wrong current password"; it must not sign the user out.
  const context: RequestContext = { keepSessionOn401: true };
  return parseAuthResponse(await api.put('admin/updatepassword', { json: body, context }).json());
}

export const updatePasswordErrorMessage = (error: unknown) =>
  serverErrorMessage(error, t.profile.password.failed);

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess(session) {
      updateSession(queryClient, session);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.list });
      notifySuccess(t.profile.password.success);
    },
    onError(error) {
      notifyError(updatePasswordErrorMessage(error));
    },
  });
}

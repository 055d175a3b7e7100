import type { Admin, UpdateDetailsBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestContext } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { updateSession } from '@/lib/session/session-actions';

/**
 * PUT /admin/updatedetails: the admin's own name, email, PG name, address and phone; a new
 * email comes with the current password.
 */
export async function updateDetails(body: UpdateDetailsBody) {
  // With a current password, a 401 means "wrong current password": that must not sign the
  // user out. Without one, a 401 can only mean the session is gone.
  const context: RequestContext = { keepSessionOn401: body.currentPassword !== undefined };
  return readData<Admin>(
    await api.put('admin/updatedetails', { json: body, context }).json(),
    'record',
  );
}

export const updateDetailsErrorMessage = (error: unknown) =>
  serverErrorMessage(error, t.profile.details.failed);

export function useUpdateDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDetails,
    onSuccess(admin) {
      updateSession(queryClient, { admin });
      notifySuccess(t.profile.details.success);
    },
    onError(error) {
      notifyError(updateDetailsErrorMessage(error));
    },
  });
}

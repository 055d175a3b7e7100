import type { LoginBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { authErrorMessage } from '@/api/errors';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { parseAuthResponse } from '@/lib/session/parse-auth-response';
import { startSession } from '@/lib/session/session-actions';

/** POST /admin/login, from the wizard's last step: the wizard stays where it is. */
export async function signIn(body: LoginBody) {
  return parseAuthResponse(await api.post('admin/login', { json: body }).json());
}

export const signInErrorMessage = (error: unknown) =>
  authErrorMessage(error, { failed: t.auth.login.failed, unexpected: t.auth.login.unexpected });

/**
 * Unlike the login screen (SPEC §4, which goes on to the dashboard), signing in here keeps the
 * owner on the review, with everything they entered (DESIGN.md reading 1).
 */
export function useWizardSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess(session) {
      startSession(queryClient, session);
      notifySuccess(t.auth.login.success);
    },
    onError(error) {
      notifyError(signInErrorMessage(error), { force: true });
    },
  });
}

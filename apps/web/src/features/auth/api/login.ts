import type { LoginBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/api/client';
import { authErrorMessage } from '@/api/errors';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { parseAuthResponse } from '@/lib/session/parse-auth-response';
import { startSession } from '@/lib/session/session-actions';

/** POST /admin/login. */
export async function login(body: LoginBody) {
  return parseAuthResponse(await api.post('admin/login', { json: body }).json());
}

export const loginErrorMessage = (error: unknown) =>
  authErrorMessage(error, { failed: t.auth.login.failed, unexpected: t.auth.login.unexpected });

/** SPEC §4: on success store the session, say so, and land on the dashboard for good. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess(session) {
      startSession(queryClient, session);
      notifySuccess(t.auth.login.success);
      void navigate(paths.dashboard, { replace: true });
    },
    onError(error) {
      // Forced: /login is a quiet path, but this failure is the answer to the user's click.
      notifyError(loginErrorMessage(error), { force: true });
    },
  });
}

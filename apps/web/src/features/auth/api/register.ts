import type { RegisterBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/api/client';
import { authErrorMessage } from '@/api/errors';
import { paths } from '@/config/paths';
import { currentLanguage, t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { parseAuthResponse } from '@/lib/session/parse-auth-response';
import { startSession } from '@/lib/session/session-actions';

/**
 * POST /admin/register, with all seven fields (SPEC §7 sends confirmPassword too) and the
 * language the screen is in, which the account keeps.
 */
export async function register(body: RegisterBody) {
  const json = { ...body, language: currentLanguage() };
  return parseAuthResponse(await api.post('admin/register', { json }).json());
}

export const registerErrorMessage = (error: unknown) =>
  authErrorMessage(error, {
    failed: t.auth.register.failed,
    unexpected: t.auth.register.unexpected,
  });

export function useRegister() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    onSuccess(session) {
      startSession(queryClient, session);
      notifySuccess(t.auth.register.success);
      void navigate(paths.dashboard, { replace: true });
    },
    onError(error) {
      notifyError(registerErrorMessage(error), { force: true });
    },
  });
}

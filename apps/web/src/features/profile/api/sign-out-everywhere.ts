import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { notifyError } from '@/lib/notify';

/** POST /admin/logout-all: ends every session of the account, this device's included. */
export async function signOutEverywhere(): Promise<void> {
  await api.post('admin/logout-all');
}

/**
 * Only once the server has ended them all does this device sign out, through /logout (which
 * also wipes what the browser keeps); if the server cannot be reached, nothing is pretended.
 */
export function useSignOutEverywhere() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess() {
      void navigate(paths.logout);
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.profile.sessions.everywhereFailed));
    },
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { paths } from '@/app/paths';
import { t } from '@/i18n';
import { notifySuccess } from '@/lib/notify';
import { endSession } from '@/lib/session/session-actions';

/**
 * /logout does its work before anything renders: clear the session, say so, go to /login
 * (SPEC §4). Being a route, "Sign out" is a plain link and works from anywhere.
 */
export const makeLogoutLoader = (queryClient: QueryClient) => () => {
  endSession(queryClient);
  notifySuccess(t.auth.loggedOut);
  return redirect(paths.login);
};

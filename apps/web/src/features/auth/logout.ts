import type { QueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { redirect } from 'react-router';
import { api, type RequestContext } from '@/api/client';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { notifyInfo, notifySuccess } from '@/lib/notify';
import { endSession } from '@/lib/session/session-actions';
import { tokenStorage } from '@/lib/session/token-storage';

/** Signing out should not wait the full 15 s on a dead connection. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * POST /admin/logout: ends this session on the server, so a copy of the token stops working.
 * Answers whether the server has it ended: a 401 means it was ended already (signed out
 * everywhere, or from another device); no answer or a server failure means it may still live.
 */
async function endServerSession(): Promise<boolean> {
  if (!tokenStorage.get()) return true;
  // The token is dropped right after, whatever the answer: the client's 401 rule is not needed.
  const context: RequestContext = { keepSessionOn401: true };
  try {
    await api.post('admin/logout', { timeout: LOGOUT_TIMEOUT_MS, context });
    return true;
  } catch (error) {
    return error instanceof HTTPError && error.response.status === 401;
  }
}

/**
 * /logout does its work before anything renders: end the session on the server, then here
 * (even when the server cannot be reached), wipe what else this browser keeps for the signed-in
 * owner (`clearPrivateData`: the onboarding wizard's photo, card image and fields), say so, go
 * to /login (SPEC §4). Being a route, "Sign out" is a plain link and works from anywhere.
 */
export const makeLogoutLoader =
  (queryClient: QueryClient, clearPrivateData: () => void) => async () => {
    const isEndedOnServer = await endServerSession();
    endSession(queryClient);
    clearPrivateData();
    if (isEndedOnServer) notifySuccess(t.auth.loggedOut);
    else notifyInfo(t.auth.loggedOutOnThisDeviceOnly);
    return redirect(paths.login);
  };

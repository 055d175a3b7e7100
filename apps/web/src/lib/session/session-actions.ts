import type { Admin } from '@nivas/domain';
import type { QueryClient } from '@tanstack/react-query';
import { signedInAdmin } from './account-language';
import { meQueryKey } from './get-me';
import { tokenStorage } from './token-storage';

/**
 * Starts a session after login or registration. Cached data of whoever used this browser
 * before is dropped first, so one PG's rooms never show up in another's screens. The admin is
 * cached before the token is stored, so the app never checks a token it was just given; its
 * language is the one chosen on the sign-in screen, if one was (account-language.ts).
 */
export function startSession(queryClient: QueryClient, session: { token: string; admin: Admin }) {
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, signedInAdmin(queryClient, session.admin));
  tokenStorage.set(session.token);
}

/** Keeps the session going with changed details or a fresh token (password change). */
export function updateSession(queryClient: QueryClient, session: { token?: string; admin: Admin }) {
  queryClient.setQueryData(meQueryKey, session.admin);
  if (session.token) tokenStorage.set(session.token);
}

export function endSession(queryClient: QueryClient) {
  tokenStorage.clear();
  queryClient.clear();
}

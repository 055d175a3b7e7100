import type { Admin } from '@nivas/domain';
import { queryOptions } from '@tanstack/react-query';
import { TimeoutError } from 'ky';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { readAdmin } from './read-admin';
import { tokenStorage } from './token-storage';

/** GET /admin/me: the signed-in admin. */
export async function getMe(): Promise<Admin> {
  try {
    const admin = readAdmin(readData<unknown>(await api.get('admin/me').json(), 'record'));
    if (!admin) throw new InvalidResponseError();
    return admin;
  } catch (error) {
    // SPEC §4: a reply that does not bring back the admin ends the session. No reply at all
    // (a phone offline, a timeout, the page left mid-request) says nothing about the token:
    // it stays, and the next start checks it again.
    if (!isNoReply(error)) tokenStorage.clear();
    throw error;
  }
}

function isNoReply(error: unknown): boolean {
  return (
    error instanceof TimeoutError ||
    // fetch rejects with a TypeError when the network fails, and an AbortError when stopped.
    error instanceof TypeError ||
    (error instanceof DOMException && error.name === 'AbortError')
  );
}

export const meQueryKey = ['session', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // The admin changes only through this app, which writes the cache itself.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

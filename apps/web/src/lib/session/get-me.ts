import type { Admin } from '@nivas/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { readAdmin, readSuccess } from './read-admin';
import { tokenStorage } from './token-storage';

/** GET /admin/me: the signed-in admin. */
export async function getMe(): Promise<Admin> {
  try {
    const admin = readAdmin(readSuccess(await api.get('admin/me').json())?.data);
    if (!admin) throw new InvalidResponseError();
    return admin;
  } catch (error) {
    // SPEC §4: a stored token that does not bring back the admin ends the session.
    tokenStorage.clear();
    throw error;
  }
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

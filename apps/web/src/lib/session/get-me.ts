import { AdminSchema, dataResponse, type Admin } from '@nivas/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { tokenStorage } from './token-storage';

const MeResponseSchema = dataResponse(AdminSchema);

/** GET /admin/me: the signed-in admin. */
export async function getMe(): Promise<Admin> {
  try {
    const reply = MeResponseSchema.safeParse(await api.get('admin/me').json());
    if (!reply.success) throw new InvalidResponseError();
    return reply.data.data;
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

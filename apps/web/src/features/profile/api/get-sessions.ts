import type { AccountSession } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { sessionKeys } from './session-keys';

/** GET /admin/sessions: where the account is signed in, this device marked `current`. */
export async function getSessions(): Promise<AccountSession[]> {
  return readData<AccountSession[]>(await api.get('admin/sessions').json(), 'list');
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.list,
    queryFn: getSessions,
    // Other devices sign in and out on their own: read afresh each time the profile opens.
    staleTime: 0,
  });

export const useSessions = () => useQuery(sessionsQueryOptions());

import { AccountSessionSchema, dataResponse, type AccountSession } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { sessionKeys } from './session-keys';

const SessionsResponseSchema = dataResponse(z.array(AccountSessionSchema));

/** GET /admin/sessions: where the account is signed in, this device marked `current`. */
export async function getSessions(): Promise<AccountSession[]> {
  const reply = SessionsResponseSchema.safeParse(await api.get('admin/sessions').json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.list,
    queryFn: getSessions,
    // Other devices sign in and out on their own: read afresh each time the profile opens.
    staleTime: 0,
  });

export const useSessions = () => useQuery(sessionsQueryOptions());

import type { SharedAccount } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { httpStatus } from '@/api/errors';
import { readData } from '@/api/read-answer';

/** GET /shared/{token}: the tenant's own account, without sign-in. */
export async function getSharedAccount(token: string): Promise<SharedAccount> {
  return readData<SharedAccount>(
    await api.get(`shared/${encodeURIComponent(token)}`).json(),
    'record',
  );
}

export const sharedAccountQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-account', token],
    queryFn: () => getSharedAccount(token),
    // A wrong or stopped link is an answer, not a failure to try again.
    retry: (count, error) => httpStatus(error) !== 404 && count < 2,
  });

export function useSharedAccount(token: string) {
  return useQuery(sharedAccountQueryOptions(token));
}

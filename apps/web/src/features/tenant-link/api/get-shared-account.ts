import { dataResponse, SharedAccountSchema, type SharedAccount } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { httpStatus, InvalidResponseError } from '@/api/errors';

const SharedAccountResponseSchema = dataResponse(SharedAccountSchema);

/** GET /shared/{token}: the tenant's own account, without sign-in. */
export async function getSharedAccount(token: string): Promise<SharedAccount> {
  const reply = SharedAccountResponseSchema.safeParse(
    await api.get(`shared/${encodeURIComponent(token)}`).json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
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

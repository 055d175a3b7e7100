import { dataResponse, RentSchema, type Rent } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { rentKeys } from './rent-keys';

const RentsResponseSchema = dataResponse(z.array(RentSchema));

/** GET /rents: every rent record of the PG, the latest due date first. */
export async function getRents(): Promise<Rent[]> {
  const reply = RentsResponseSchema.safeParse(await api.get('rents').json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const rentsQueryOptions = () =>
  queryOptions({
    queryKey: rentKeys.list,
    queryFn: getRents,
    // Rents also change when tenants are deleted elsewhere: look again on every visit.
    staleTime: 0,
    meta: { errorMessage: t.rents.toasts.fetchFailed },
  });

/** The records; a failed fetch empties the list (SPEC §4) rather than show stale money. */
export function useRents() {
  const query = useQuery(rentsQueryOptions());
  return {
    rents: query.isError ? [] : (query.data ?? []),
    isLoading: query.isPending,
  };
}

import { dataResponse, PaginationSchema, RentSchema, type Rent } from '@nivas/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { RENTS_PAGE_SIZE } from '@/api/paths';
import { InvalidResponseError } from '@/api/errors';
import { retryWhileStale } from '@/api/stale-retry';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';

const RentsPageSchema = dataResponse(z.array(RentSchema)).extend({ pagination: PaginationSchema });

export interface RentsPage {
  rents: Rent[];
  pagination: z.infer<typeof PaginationSchema>;
}

/** GET /rents?page=&limit=: one page of the PG's rent records, the latest due date first. */
export async function getRents(page: number): Promise<RentsPage> {
  const searchParams = { page, limit: RENTS_PAGE_SIZE };
  const reply = RentsPageSchema.safeParse(await api.get('rents', { searchParams }).json());
  if (!reply.success) throw new InvalidResponseError();
  return { rents: reply.data.data, pagination: reply.data.pagination };
}

export const rentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: rentKeys.list(page),
    queryFn: () => getRents(page),
    // Rents also change when tenants are deleted elsewhere: look again on every visit.
    staleTime: 0,
    refetchInterval: retryWhileStale(),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
    meta: { errorMessage: t.rents.toasts.fetchFailed },
  });

/**
 * One page of records. A failed refresh keeps the page on screen, marked as not updated
 * (README: a departure from SPEC §4's emptied list).
 */
export const useRents = (page: number) => useQuery(rentsQueryOptions(page));

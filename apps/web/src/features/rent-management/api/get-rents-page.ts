import {
  dataResponse,
  PaginationSchema,
  RentSchema,
  type Rent,
  type RentStatus,
} from '@nivas/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { retryWhileStale } from '@/api/stale-retry';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';

/** Cards per page: a few screens' worth, and a fraction of what a large PG holds. */
export const RENTS_PAGE_SIZE = 50;

/** What one list on the screen asks of GET /rents; the server filters, searches and pages. */
export interface RentListParams {
  status?: RentStatus;
  /** Words that must all be found in the tenant's name or phone, the room, month or year. */
  q: string;
  page: number;
}

export interface RentsPage {
  rents: Rent[];
  pagination: z.infer<typeof PaginationSchema>;
}

const RentsPageSchema = dataResponse(z.array(RentSchema)).extend({ pagination: PaginationSchema });

/** GET /rents?status=&q=&page=&limit=: one page, the latest due date first. */
export async function getRentsPage({ status, q, page }: RentListParams): Promise<RentsPage> {
  const searchParams = new URLSearchParams({ page: String(page), limit: String(RENTS_PAGE_SIZE) });
  if (status) searchParams.set('status', status);
  // Cards show 'Room 101 · Floor 1'; the server knows room numbers, not those labels.
  const words = q.replace(/\b(room|floor)\b|·/gi, ' ').trim();
  if (words) searchParams.set('q', words);
  const reply = RentsPageSchema.safeParse(await api.get('rents', { searchParams }).json());
  if (!reply.success) throw new InvalidResponseError();
  return { rents: reply.data.data, pagination: reply.data.pagination };
}

export const rentsPageQueryOptions = (params: RentListParams) =>
  queryOptions({
    queryKey: rentKeys.page(params),
    queryFn: () => getRentsPage(params),
    // Statuses turn Overdue as days pass and tenants are changed elsewhere: ask on every visit.
    staleTime: 0,
    refetchInterval: retryWhileStale(),
    meta: {
      errorMessage:
        params.status === 'Overdue'
          ? t.rentManagement.toasts.overdueFailed
          : t.rentManagement.toasts.allFailed,
    },
  });

/** One page of a list; the page on screen stays while the next one, or a new search, loads. */
export const useRentsPage = (params: RentListParams, enabled = true) =>
  useQuery({ ...rentsPageQueryOptions(params), placeholderData: keepPreviousData, enabled });

/** For the Overdue tab's count: page one of the unsearched overdue list, shared with that tab. */
export const useOverdueFirstPage = () =>
  useQuery(rentsPageQueryOptions({ status: 'Overdue', q: '', page: 1 }));

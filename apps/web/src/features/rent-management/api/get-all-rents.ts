import { dataResponse, RentSchema, type Rent } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { rentManagementKeys } from './rent-management-keys';

const RentsResponseSchema = dataResponse(z.array(RentSchema));

/** GET /rents: every record, the latest due date first (the order the Rent Records tab shows). */
export async function getAllRents(): Promise<Rent[]> {
  const reply = RentsResponseSchema.safeParse(await api.get('rents').json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const allRentsQueryOptions = () =>
  queryOptions({
    queryKey: rentManagementKeys.allRents,
    queryFn: getAllRents,
    // Statuses turn Overdue as days pass and tenants are changed elsewhere: ask on every visit.
    staleTime: 0,
    meta: { errorMessage: t.rentManagement.toasts.allFailed },
  });

export const useAllRents = () => useQuery(allRentsQueryOptions());

import { dataResponse, RentSchema, type Rent } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { rentManagementKeys } from './rent-management-keys';

const RentsResponseSchema = dataResponse(z.array(RentSchema));

/** GET /rents/overdue: unpaid rents past their due date, the oldest debt first. */
export async function getOverdueRents(): Promise<Rent[]> {
  const reply = RentsResponseSchema.safeParse(await api.get('rents/overdue').json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const overdueRentsQueryOptions = () =>
  queryOptions({
    queryKey: rentManagementKeys.overdue,
    queryFn: getOverdueRents,
    staleTime: 0,
    meta: { errorMessage: t.rentManagement.toasts.overdueFailed },
  });

export const useOverdueRents = () => useQuery(overdueRentsQueryOptions());

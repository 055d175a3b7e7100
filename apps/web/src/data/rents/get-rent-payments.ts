import type { Payment } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { t } from '@/i18n';
import { rentKeys } from './rent-keys';

/** GET /rents/{id}/payments: the ledger of one rent, the first payment first. */
export async function getRentPayments(rentId: string): Promise<Payment[]> {
  return readData<Payment[]>(
    await api.get(`rents/${encodeURIComponent(rentId)}/payments`).json(),
    'list',
  );
}

export const rentPaymentsQueryOptions = (rentId: string) =>
  queryOptions({
    queryKey: rentKeys.payments(rentId),
    queryFn: () => getRentPayments(rentId),
    meta: { errorMessage: t.rentManagement.toasts.dataFailed },
  });

export const useRentPayments = (rentId: string) => useQuery(rentPaymentsQueryOptions(rentId));

import type { Payment } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';

/** GET /charges/{id}/payments: the ledger of one charge, voided payments included. */
export async function getChargePayments(chargeId: string): Promise<Payment[]> {
  return readData<Payment[]>(
    await api.get(`charges/${encodeURIComponent(chargeId)}/payments`).json(),
    'list',
  );
}

export const chargePaymentsQueryOptions = (chargeId: string) =>
  queryOptions({
    queryKey: rentKeys.chargePayments(chargeId),
    queryFn: () => getChargePayments(chargeId),
    meta: { errorMessage: t.rentManagement.toasts.dataFailed },
  });

export const useChargePayments = (chargeId: string) =>
  useQuery(chargePaymentsQueryOptions(chargeId));

import { dataResponse, PaymentSchema } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { rentKeys } from './rent-keys';

const PaymentsResponseSchema = dataResponse(z.array(PaymentSchema));
export type Payment = z.infer<typeof PaymentSchema>;

/** GET /rents/{id}/payments: the ledger of one rent, the first payment first. */
export async function getRentPayments(rentId: string): Promise<Payment[]> {
  const reply = PaymentsResponseSchema.safeParse(
    await api.get(`rents/${encodeURIComponent(rentId)}/payments`).json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const rentPaymentsQueryOptions = (rentId: string) =>
  queryOptions({
    queryKey: rentKeys.payments(rentId),
    queryFn: () => getRentPayments(rentId),
    meta: { errorMessage: t.rentManagement.toasts.dataFailed },
  });

export const useRentPayments = (rentId: string) => useQuery(rentPaymentsQueryOptions(rentId));

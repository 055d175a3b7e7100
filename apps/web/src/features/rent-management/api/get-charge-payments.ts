import { dataResponse, PaymentSchema, type Payment } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { rentKeys } from '@/data/rents/rent-keys';
import { t } from '@/i18n';

const PaymentsResponseSchema = dataResponse(z.array(PaymentSchema));

/** GET /charges/{id}/payments: the ledger of one charge, voided payments included. */
export async function getChargePayments(chargeId: string): Promise<Payment[]> {
  const reply = PaymentsResponseSchema.safeParse(
    await api.get(`charges/${encodeURIComponent(chargeId)}/payments`).json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const chargePaymentsQueryOptions = (chargeId: string) =>
  queryOptions({
    queryKey: rentKeys.chargePayments(chargeId),
    queryFn: () => getChargePayments(chargeId),
    meta: { errorMessage: t.rentManagement.toasts.dataFailed },
  });

export const useChargePayments = (chargeId: string) =>
  useQuery(chargePaymentsQueryOptions(chargeId));

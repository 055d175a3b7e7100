import { dataResponse, SettlementSchema, type SettlementAnswer } from '@nivas/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { rentKeys } from '@/data/rents/rent-keys';

const PreviewResponseSchema = dataResponse(SettlementSchema);

/** What a move-out is worked out from: the two dates and the owner's own deductions. */
export interface MoveOutInput {
  noticeDate: string;
  vacateDate: string;
  deductions: { reason: string; amount: number }[];
}

/**
 * GET /tenants/{id}/move-out/preview: the statement, line by line, for these dates and
 * deductions, from the PG's house rules; nothing is recorded.
 */
export async function getMoveOutPreview(
  tenantId: string,
  input: MoveOutInput,
): Promise<SettlementAnswer> {
  const searchParams = new URLSearchParams({
    noticeDate: input.noticeDate,
    vacateDate: input.vacateDate,
  });
  if (input.deductions.length > 0) {
    searchParams.set('deductions', JSON.stringify(input.deductions));
  }
  const reply = PreviewResponseSchema.safeParse(
    await api
      .get(`tenants/${encodeURIComponent(tenantId)}/move-out/preview`, { searchParams })
      .json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const moveOutPreviewQueryOptions = (tenantId: string, input: MoveOutInput) =>
  queryOptions({
    queryKey: rentKeys.moveOutPreview(tenantId, input),
    queryFn: () => getMoveOutPreview(tenantId, input),
    // The statement is money: it is asked for again whenever the page is shown.
    staleTime: 0,
  });

/**
 * The live statement. While new dates or deductions are worked out, the last statement stays
 * on screen (marked as updating); `enabled` is false while the dates cannot make one.
 */
export const useMoveOutPreview = (tenantId: string, input: MoveOutInput, enabled: boolean) =>
  useQuery({
    ...moveOutPreviewQueryOptions(tenantId, input),
    enabled,
    placeholderData: keepPreviousData,
  });

import type { MoveOutPreview } from '@nivas/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { moveOutQuery } from '@/config/paths';
import { rentKeys } from '@/data/rents/rent-keys';

/** What a move-out is worked out from: the two dates and the owner's own deductions. */
export interface MoveOutInput {
  noticeDate: string;
  vacateDate: string;
  deductions: { reason: string; amount: number }[];
}

/**
 * GET /tenants/{id}/move-out/preview: the statement, line by line, for these dates and
 * deductions, from the PG's house rules, and the months of the stay it finds no rent for;
 * nothing is recorded.
 */
export async function getMoveOutPreview(
  tenantId: string,
  input: MoveOutInput,
): Promise<MoveOutPreview> {
  const searchParams = moveOutQuery(input);
  return readData<MoveOutPreview>(
    await api
      .get(`tenants/${encodeURIComponent(tenantId)}/move-out/preview`, { searchParams })
      .json(),
    'record',
  );
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

import { dataResponse, MoveOutSchema, type MoveOut } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { rentKeys } from '@/data/rents/rent-keys';

const MoveOutResponseSchema = dataResponse(MoveOutSchema);

/** GET /tenants/{id}/move-out: the recorded statement; 404 when none was recorded. */
export async function getMoveOut(tenantId: string): Promise<MoveOut> {
  const reply = MoveOutResponseSchema.safeParse(
    await api.get(`tenants/${encodeURIComponent(tenantId)}/move-out`).json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const moveOutQueryOptions = (tenantId: string) =>
  queryOptions({ queryKey: rentKeys.moveOut(tenantId), queryFn: () => getMoveOut(tenantId) });

export const useMoveOut = (tenantId: string) => useQuery(moveOutQueryOptions(tenantId));

import type { MoveOut } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';

/** GET /tenants/{id}/move-out: the recorded statement; 404 when none was recorded. */
export async function getMoveOut(tenantId: string): Promise<MoveOut> {
  return readData<MoveOut>(
    await api.get(`tenants/${encodeURIComponent(tenantId)}/move-out`).json(),
    'record',
  );
}

export const moveOutQueryOptions = (tenantId: string) =>
  queryOptions({ queryKey: rentKeys.moveOut(tenantId), queryFn: () => getMoveOut(tenantId) });

export const useMoveOut = (tenantId: string) => useQuery(moveOutQueryOptions(tenantId));

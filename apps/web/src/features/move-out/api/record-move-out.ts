import type { MoveOut, MoveOutBody } from '@nivas/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { serverErrorMessage } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { rentKeys } from '@/data/rents/rent-keys';
import { reloadTenantsAndRooms } from '@/data/tenants/reload-tenants-and-rooms';
import { t } from '@/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * POST /tenants/{id}/move-out: the statement recorded in the ledgers, the bed freed, the
 * tenant inactive, later rents cancelled. A tenant already moved out is refused (409).
 */
export async function recordMoveOut({
  tenantId,
  body,
}: {
  tenantId: string;
  body: MoveOutBody;
}): Promise<MoveOut> {
  return readData<MoveOut>(
    await api.post(`tenants/${encodeURIComponent(tenantId)}/move-out`, { json: body }).json(),
    'record',
  );
}

export function useRecordMoveOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMoveOut,
    onSuccess(moveOut, { tenantId }) {
      // The statement page opens next, from this answer.
      queryClient.setQueryData(rentKeys.moveOut(tenantId), moveOut);
      notifySuccess(t.moveOut.done);
      // Beds, tenants, rents, charges and the deposit all changed.
      reloadTenantsAndRooms(queryClient);
    },
    onError(error) {
      notifyError(serverErrorMessage(error, t.moveOut.failed));
    },
  });
}

import { dataResponse, TenantSchema, type Tenant } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { tenantKeys } from './tenant-keys';

const TenantResponseSchema = dataResponse(TenantSchema);

/** GET /tenants/{id}: one tenant, with the whole ID number for the edit form. */
export async function getTenant(id: string): Promise<Tenant> {
  const reply = TenantResponseSchema.safeParse(
    await api.get(`tenants/${encodeURIComponent(id)}`).json(),
  );
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export const tenantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tenantKeys.detail(id),
    queryFn: () => getTenant(id),
    meta: { errorMessage: t.tenants.toasts.detailsFailed },
  });

export function useTenant(id: string) {
  return useQuery(tenantQueryOptions(id));
}

import { dataResponse, TenantSchema, type Tenant } from '@nivas/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { onboardingKeys } from './onboarding-keys';

const TenantsResponseSchema = dataResponse(z.array(TenantSchema));

/** GET /tenants: for the beds already taken, and numbers already in use. */
export async function getTenants(): Promise<Tenant[]> {
  const reply = TenantsResponseSchema.safeParse(await api.get('tenants').json());
  if (!reply.success) throw new InvalidResponseError();
  return reply.data.data;
}

export function useOnboardingTenants(isSignedIn: boolean) {
  const query = useQuery({
    queryKey: onboardingKeys.tenants,
    queryFn: getTenants,
    enabled: isSignedIn,
    meta: { errorMessage: t.tenants.toasts.fetchFailed },
  });
  return { query, tenants: query.data ?? [], isLoading: isSignedIn && query.isPending };
}

/** The beds of a room held by active tenants (SPEC §5 "(Occupied)"). */
export function takenBeds(tenants: readonly Tenant[], roomId: string): number[] {
  return tenants
    .filter((t) => t.active && t.roomId?._id === roomId && t.bedNumber !== null)
    .map((t) => t.bedNumber as number);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentKeys } from '@/data/rents/rent-keys';
import { getRooms } from '@/data/rooms/get-rooms';
import { getTenants } from '@/data/tenants/get-tenants';
import { t } from '@/i18n';

/** A tenant as the rent form offers them: who, where, and the room's rent for the amount. */
export interface TenantChoice {
  _id: string;
  name: string;
  isActive: boolean;
  roomNumber: string | null;
  rentAmount: number | null;
}

/**
 * GET /tenants and GET /rooms, joined: a tenant carries only a reference to their room, and
 * the form fills the amount from that room's rent (SPEC §5). Active tenants come first.
 */
export async function getTenantChoices(): Promise<TenantChoice[]> {
  const [tenants, rooms] = await Promise.all([getTenants(), getRooms()]);
  const rentByRoom = new Map(rooms.map((room) => [room._id, room.rentAmount]));
  return tenants
    .map((tenant) => ({
      _id: tenant._id,
      name: tenant.name,
      isActive: tenant.active,
      roomNumber: tenant.roomId?.roomNumber ?? null,
      rentAmount: tenant.roomId ? (rentByRoom.get(tenant.roomId._id) ?? null) : null,
    }))
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name));
}

export const tenantChoicesQueryOptions = () =>
  queryOptions({
    queryKey: rentKeys.tenantChoices,
    queryFn: getTenantChoices,
    // Tenants and rents are edited on other screens: the form always asks afresh.
    staleTime: 0,
    meta: { errorMessage: t.tenants.toasts.fetchFailed },
  });

export const useTenantChoices = () => useQuery(tenantChoicesQueryOptions());

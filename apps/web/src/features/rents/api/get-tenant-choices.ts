import { dataResponse, RoomSchema, TenantSchema } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/api/client';
import { InvalidResponseError } from '@/api/errors';
import { t } from '@/i18n';
import { rentKeys } from './rent-keys';

/** A tenant as the rent form offers them: who, where, and the room's rent for the amount. */
export interface TenantChoice {
  _id: string;
  name: string;
  isActive: boolean;
  roomNumber: string | null;
  rentAmount: number | null;
}

const TenantsResponseSchema = dataResponse(z.array(TenantSchema));
const RoomsResponseSchema = dataResponse(z.array(RoomSchema));

/**
 * GET /tenants and GET /rooms, joined: a tenant carries only a reference to their room, and
 * the form fills the amount from that room's rent (SPEC §5). Active tenants come first.
 */
export async function getTenantChoices(): Promise<TenantChoice[]> {
  const [tenantsReply, roomsReply] = await Promise.all([
    api
      .get('tenants')
      .json()
      .then((body) => TenantsResponseSchema.safeParse(body)),
    api
      .get('rooms')
      .json()
      .then((body) => RoomsResponseSchema.safeParse(body)),
  ]);
  if (!tenantsReply.success || !roomsReply.success) throw new InvalidResponseError();
  const rentByRoom = new Map(roomsReply.data.data.map((room) => [room._id, room.rentAmount]));
  return tenantsReply.data.data
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

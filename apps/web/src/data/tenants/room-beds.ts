import type { Tenant } from '@nivas/domain';

/** Whether a tenant holds a bed in the room: active, in that room, with a bed number. */
const holdsBedIn = (tenant: Tenant, roomId: string) =>
  tenant.active && tenant.roomId?._id === roomId && tenant.bedNumber !== null;

/** Who sleeps in which bed of a room, from the tenants list. */
export function occupantsByBed(tenants: readonly Tenant[], roomId: string): Map<number, Tenant> {
  return new Map(
    tenants.filter((t) => holdsBedIn(t, roomId)).map((t) => [t.bedNumber as number, t]),
  );
}

/** The beds of a room held by tenants other than `exceptTenantId` (SPEC §5 "(Occupied)"). */
export function bedsTakenByOthers(
  tenants: readonly Tenant[],
  roomId: string,
  exceptTenantId?: string,
): number[] {
  return tenants
    .filter((t) => t._id !== exceptTenantId && holdsBedIn(t, roomId))
    .map((t) => t.bedNumber as number);
}

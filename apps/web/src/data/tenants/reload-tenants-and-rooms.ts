import type { QueryClient } from '@tanstack/react-query';
import { roomKeys } from '@/data/rooms/room-keys';
import { tenantKeys } from './tenant-keys';

/**
 * A tenant saved, deleted or taken off a bed changes the tenants and the rooms' beds taken,
 * so both are reloaded (SPEC §7: "Rooms are reloaded afterwards").
 */
export function reloadTenantsAndRooms(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: tenantKeys.all });
  void queryClient.invalidateQueries({ queryKey: roomKeys.all });
}

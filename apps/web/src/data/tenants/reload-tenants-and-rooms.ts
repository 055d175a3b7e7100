import type { QueryClient } from '@tanstack/react-query';
import { rentKeys } from '@/data/rents/rent-keys';
import { roomKeys } from '@/data/rooms/room-keys';
import { tenantKeys } from './tenant-keys';

/**
 * A tenant saved, deleted or taken off a bed changes the tenants and the rooms' beds taken,
 * so both are reloaded (SPEC §7: "Rooms are reloaded afterwards"); and their rents with them:
 * a new tenant's first rent is created, a leaving one's later rents are cancelled, and their
 * account shows who they are.
 */
export function reloadTenantsAndRooms(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: tenantKeys.all });
  void queryClient.invalidateQueries({ queryKey: roomKeys.all });
  void queryClient.invalidateQueries({ queryKey: rentKeys.all });
}

import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The tenant form's query parameters (SPEC §2): roomId and bedNumber fill the form, and with
 * returnToRoom=true the owner goes back to that room after saving instead of to the list.
 * An edit opened from the tenant's page (returnToTenant=true) goes back to that page.
 */
export function useRoomReturn(tenantId?: string) {
  const [params] = useSearchParams();
  const returnToTenant = tenantId !== undefined && params.get('returnToTenant') === 'true';
  const roomId = params.get('roomId') ?? '';
  const bed = Number(params.get('bedNumber'));
  const returnToRoom = params.get('returnToRoom') === 'true' && roomId !== '';
  return {
    roomId,
    bedNumber: Number.isInteger(bed) && bed >= 1 ? bed : undefined,
    returnToRoom,
    returnToTenant,
    afterSave: returnToRoom
      ? paths.roomDetails.to(roomId)
      : returnToTenant && tenantId !== undefined
        ? paths.tenantDetails.to(tenantId)
        : paths.tenants,
  };
}

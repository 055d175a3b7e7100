import type { Room, Tenant } from '@nivas/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pencil, Plus, Trash2 } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useRoom } from '@/data/rooms/get-room';
import { useTenants } from '@/data/tenants/get-tenants';
import { occupantsByBed } from '@/data/tenants/room-beds';
import { t } from '@/i18n';
import { useAdmin } from '@/lib/session/session-context';
import { AmenityChips } from './components/amenity-chips';
import { BedLayout } from './components/bed-layout';
import { DeleteRoomDialog } from './components/delete-room-dialog';
import { MeterReadings } from './components/meter-readings';
import { RemoveTenantDialog } from './components/remove-tenant-dialog';
import { RoomDetailsHeader } from './components/room-details-header';
import { RoomNotFound } from './components/room-not-found';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = t.rooms.details;

/** The bottom Add fills the first free bed, or lets the form say the room is full. */
function firstVacantBed(room: Room, tenants: readonly Tenant[]): number | undefined {
  const occupants = occupantsByBed(tenants, room._id);
  return Array.from({ length: room.capacity }, (_, i) => i + 1).find((bed) => !occupants.has(bed));
}

/**
 * /rooms/details/{id}: the room, its amenities, who sleeps in which bed, and its electricity
 * meter's readings with each period's split.
 */
export function RoomDetailsPage() {
  const { id = '' } = useParams();
  const { room, stamp } = useRoom(id);
  useDocumentTitle(room.data ? t.rooms.roomName(room.data.roomNumber) : t.rooms.title);

  // A 404 is an answer: the room is gone. Any other failure is only a failure to load it.
  if (httpStatus(room.error) === 404) {
    return <RoomNotFound title={text.notFoundTitle} offerAdd={false} />;
  }
  return (
    <QueryState
      query={room}
      watch={[stamp]}
      failedTitle={t.rooms.toasts.loadFailed}
      loading={<LoadingState label={text.loading} />}
    >
      {(current) => <RoomDetails room={current} />}
    </QueryState>
  );
}

function RoomDetails({ room: current }: { room: Room }) {
  const navigate = useNavigate();
  const admin = useAdmin();
  const tenants = useTenants();
  const [tenantToRemove, setTenantToRemove] = useState<Tenant | null>(null);
  const [roomToDelete, setRoomToDelete] = useState<Room | null>(null);

  return (
    <div className="space-y-6">
      <BackLink to={paths.rooms} label={text.back} />
      <RoomDetailsHeader room={current} adminName={admin.name} pgName={admin.pgName} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={text.amenities}>
          <AmenityChips amenities={current.amenities} emptyText={text.noAmenities} />
        </Card>
        {current.description && (
          <Card title={text.description}>
            <p className="text-sm whitespace-pre-line text-slate-700">{current.description}</p>
          </Card>
        )}
      </div>

      <BedLayout
        room={current}
        tenants={tenants.query}
        watch={[tenants.stamp]}
        onRemove={setTenantToRemove}
      />

      <MeterReadings roomId={current._id} />

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Link to={paths.roomEdit.to(current._id)} className={buttonClasses('secondary')}>
          <Pencil aria-hidden="true" className="size-4" />
          {text.editRoom}
        </Link>
        <Button variant="danger-outline" onClick={() => setRoomToDelete(current)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {text.deleteRoom}
        </Button>
        <Link
          to={paths.tenantAddToRoom(current._id, firstVacantBed(current, tenants.tenants))}
          aria-label={text.addToRoom}
          className={buttonClasses('primary')}
        >
          <Plus aria-hidden="true" className="size-4" />
          {text.add}
        </Link>
      </div>

      <RemoveTenantDialog tenant={tenantToRemove} onClose={() => setTenantToRemove(null)} />
      <DeleteRoomDialog
        room={roomToDelete}
        onClose={() => setRoomToDelete(null)}
        onDeleted={() => navigate(paths.rooms)}
      />
    </div>
  );
}

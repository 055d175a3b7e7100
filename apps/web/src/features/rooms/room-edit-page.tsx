import type { Room } from '@nivas/domain';
import { useNavigate, useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { paths } from '@/app/paths';
import { BackLink } from '@/components/ui/back-link';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n';
import { useRoom } from './api/get-room';
import { useUpdateRoom } from './api/update-room';
import { RoomForm, type RoomFormValues } from './components/room-form';
import { RoomNotFound } from './components/room-not-found';

const formValues = (room: Room): RoomFormValues => ({
  floorNumber: String(room.floorNumber),
  roomNumber: room.roomNumber,
  capacity: String(room.capacity),
  rentAmount: String(room.rentAmount),
  amenities: room.amenities,
  description: room.description,
});

/** /rooms/edit/{id}. */
export function RoomEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const room = useRoom(id);
  const updateRoom = useUpdateRoom();

  if (room.isPending) return <LoadingState label={t.app.loading} />;
  // A failed refresh keeps the form being typed in; a room that is gone does not.
  if (!room.data || httpStatus(room.error) === 404) return <RoomNotFound />;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.rooms.editTitle} description={t.rooms.form.editSubtitle}>
        <BackLink to={paths.rooms} label={t.rooms.form.back} />
      </PageHeader>
      <RoomForm
        // Another room in the address starts a fresh form.
        key={room.data._id}
        defaultValues={formValues(room.data)}
        isSaving={updateRoom.isPending}
        onSave={(body) =>
          updateRoom.mutate({ id, body }, { onSuccess: () => navigate(paths.rooms) })
        }
      />
    </div>
  );
}

export default RoomEditPage;

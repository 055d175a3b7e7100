import type { Room } from '@nivas/domain';
import { useNavigate, useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { BackLink } from '@/components/ui/back-link';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useRoom } from '@/data/rooms/get-room';
import { t } from '@/i18n';
import { useUpdateRoom } from './api/update-room';
import { RoomForm, type RoomFormValues } from './components/room-form';
import { RoomNotFound } from './components/room-not-found';
import { useDocumentTitle } from '@/lib/use-document-title';

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
  useDocumentTitle(t.rooms.editTitle);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { room, stamp } = useRoom(id);
  const updateRoom = useUpdateRoom();

  // A failed refresh keeps the form being typed in; a room that is gone does not.
  if (httpStatus(room.error) === 404) return <RoomNotFound />;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.rooms.editTitle} description={t.rooms.form.editSubtitle}>
        <BackLink to={paths.rooms} label={t.rooms.form.back} />
      </PageHeader>
      <QueryState
        query={room}
        watch={[stamp]}
        failedTitle={t.rooms.toasts.loadFailed}
        loading={<LoadingState label={t.app.loading} />}
      >
        {(current) => (
          <RoomForm
            // Another room in the address starts a fresh form.
            key={current._id}
            defaultValues={formValues(current)}
            isSaving={updateRoom.isPending}
            saveError={updateRoom.error}
            onSave={(body) =>
              updateRoom.mutate({ id, body }, { onSuccess: () => navigate(paths.rooms) })
            }
          />
        )}
      </QueryState>
    </div>
  );
}

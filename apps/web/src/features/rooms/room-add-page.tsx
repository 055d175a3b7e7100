import { useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { useCreateRoom } from './api/create-room';
import { emptyRoomForm, RoomForm } from './components/room-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /rooms/add. */
export function RoomAddPage() {
  useDocumentTitle(t.rooms.addTitle);
  const navigate = useNavigate();
  const createRoom = useCreateRoom();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.rooms.addTitle} description={t.rooms.form.addSubtitle}>
        <BackLink to={paths.rooms} label={t.rooms.form.back} />
      </PageHeader>
      <RoomForm
        defaultValues={emptyRoomForm}
        isSaving={createRoom.isPending}
        saveError={createRoom.error}
        onSave={(room) => createRoom.mutate(room, { onSuccess: () => navigate(paths.rooms) })}
      />
    </div>
  );
}

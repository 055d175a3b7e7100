import { isFull, type CreateTenantBody, type IsoDate, type Room, type Tenant } from '@nivas/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { duplicateTenantOf, type DuplicateTenant } from '@/api/errors';
import { DuplicateTenantDialog } from '@/components/tenants/duplicate-tenant-dialog';
import { BackLink } from '@/components/ui/back-link';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { allLoaded, QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useRooms } from '@/data/rooms/get-rooms';
import { useBusinessToday } from '@/data/settings/business-today';
import { useCreateTenant } from '@/data/tenants/create-tenant';
import { useTenants } from '@/data/tenants/get-tenants';
import { t } from '@/i18n';
import { FullRoomPrompt } from './components/full-room-prompt';
import { TenantForm } from './components/tenant-form';
import { newTenantFormValues } from './tenant-form-values';
import { useRoomReturn } from './use-room-return';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /tenants/add, optionally for a room and bed (?roomId=…&bedNumber=…&returnToRoom=true). */
export function TenantAddPage() {
  useDocumentTitle(t.tenants.addTitle);
  const rooms = useRooms();
  const tenants = useTenants();
  const today = useBusinessToday();
  // The selects can only show a room and beds they know, so the form waits for both lists,
  // and for the PG's today (the joining date); a failed list is said, never shown as a PG
  // without rooms.
  return (
    <QueryState
      query={allLoaded(rooms.query, tenants.query, today)}
      watch={[rooms.stamp, tenants.stamp]}
      failedTitle={
        rooms.query.status === 'error'
          ? t.rooms.toasts.fetchFailed
          : tenants.query.status === 'error'
            ? t.tenants.toasts.fetchFailed
            : t.settings.loadFailed
      }
      loading={<LoadingState label={t.tenants.form.loading} />}
    >
      {([roomList, tenantList, currentToday]) => (
        <AddTenant rooms={roomList} tenants={tenantList} today={currentToday} />
      )}
    </QueryState>
  );
}

function AddTenant({
  rooms,
  tenants,
  today,
}: {
  rooms: Room[];
  tenants: Tenant[];
  today: IsoDate;
}) {
  const navigate = useNavigate();
  const createTenant = useCreateTenant();
  const placement = useRoomReturn();

  const room = rooms.find((r) => r._id === placement.roomId);
  const arrivedAtFullRoom = placement.returnToRoom && room && isFull(room) ? room : undefined;
  // A tenant refused as a possible duplicate, kept to send again with `allowDuplicate`.
  const [refused, setRefused] = useState<{
    body: CreateTenantBody;
    duplicate: DuplicateTenant;
  } | null>(null);

  const create = (body: CreateTenantBody) =>
    createTenant.mutate(body, {
      onSuccess: () => navigate(placement.afterSave),
      onError(error) {
        const duplicate = duplicateTenantOf(error);
        setRefused(duplicate ? { body, duplicate } : null);
      },
    });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.tenants.addTitle}>
        <BackLink to={paths.tenants} label={t.tenants.form.back} />
      </PageHeader>
      <TenantForm
        mode="add"
        defaultValues={newTenantFormValues(today, {
          roomId: room?._id ?? '',
          bedNumber: room ? placement.bedNumber : undefined,
        })}
        today={today}
        rooms={rooms}
        tenants={tenants}
        isSaving={createTenant.isPending}
        onSave={(body) => {
          // The add schema has required both; this tells the compiler so.
          if (body.roomId === null || body.bedNumber === null) return;
          create({
            ...body,
            roomId: body.roomId,
            bedNumber: body.bedNumber,
            rentAmount: body.rentAmount ?? null,
            depositAmount: body.depositAmount ?? null,
          });
        }}
      />
      <DuplicateTenantDialog
        duplicate={refused?.duplicate ?? null}
        isAdding={createTenant.isPending}
        onAddAnyway={() => refused && create({ ...refused.body, allowDuplicate: true })}
        onClose={() => setRefused(null)}
      />
      <FullRoomPrompt
        room={arrivedAtFullRoom}
        onGoBack={() => navigate(paths.roomDetails.to(placement.roomId))}
      />
    </div>
  );
}

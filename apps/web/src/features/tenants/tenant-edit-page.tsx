import type { IsoDate, Room, Tenant, UpdateTenantBody } from '@nivas/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { duplicateTenantOf, httpStatus, type DuplicateTenant } from '@/api/errors';
import { DuplicateTenantDialog } from '@/components/tenants/duplicate-tenant-dialog';
import { BackLink } from '@/components/ui/back-link';
import { Info } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { allLoaded, QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useRooms } from '@/data/rooms/get-rooms';
import { useBusinessToday } from '@/data/settings/business-today';
import { useTenant } from '@/data/tenants/get-tenant';
import { useTenants } from '@/data/tenants/get-tenants';
import { t } from '@/i18n';
import { useUpdateTenant } from './api/update-tenant';
import { TenantAvatar } from './components/tenant-avatar';
import { TenantForm } from './components/tenant-form';
import { TenantNotFound } from './components/tenant-not-found';
import { tenantFormValues } from './tenant-form-values';
import { useRoomReturn } from './use-room-return';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /tenants/edit/{id}. */
export function TenantEditPage() {
  useDocumentTitle(t.tenants.editTitle);
  const { id = '' } = useParams();
  const tenant = useTenant(id);
  const rooms = useRooms();
  const tenants = useTenants();
  // The form checks a date of birth against the PG's today.
  const today = useBusinessToday();

  // A 404 is an answer: the tenant is gone. Any other failure is only a failure to load.
  if (httpStatus(tenant.error) === 404) return <TenantNotFound />;
  return (
    <QueryState
      query={allLoaded(tenant, rooms.query, tenants.query, today)}
      watch={[rooms.stamp, tenants.stamp]}
      failedTitle={
        today.isError && !tenant.isError ? t.settings.loadFailed : t.tenants.toasts.detailsFailed
      }
      loading={<LoadingState label={t.tenants.form.loading} />}
    >
      {([current, roomList, tenantList, currentToday]) => (
        <EditTenant tenant={current} rooms={roomList} tenants={tenantList} today={currentToday} />
      )}
    </QueryState>
  );
}

function EditTenant({
  tenant: current,
  rooms,
  tenants,
  today,
}: {
  tenant: Tenant;
  rooms: Room[];
  tenants: Tenant[];
  today: IsoDate;
}) {
  const navigate = useNavigate();
  const updateTenant = useUpdateTenant();
  const { afterSave, returnToTenant } = useRoomReturn(current._id);
  // A new phone that an active tenant has: kept to send again with `allowDuplicate`.
  const [refused, setRefused] = useState<{
    body: UpdateTenantBody;
    duplicate: DuplicateTenant;
  } | null>(null);

  const save = (body: UpdateTenantBody) =>
    updateTenant.mutate(
      { id: current._id, body },
      {
        onSuccess: () => navigate(afterSave),
        onError(error) {
          const duplicate = duplicateTenantOf(error);
          setRefused(duplicate ? { body, duplicate } : null);
        },
      },
    );

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.tenants.editTitle}>
        {returnToTenant ? (
          <BackLink to={paths.tenantDetails.to(current._id)} label={t.tenants.form.backToTenant} />
        ) : (
          <BackLink to={paths.tenants} label={t.tenants.form.back} />
        )}
      </PageHeader>
      <div className="mb-6 flex items-center gap-4">
        <TenantAvatar tenant={current} className="size-16 text-lg" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{current.name}</p>
          <p className="text-sm text-slate-500">
            {current.active ? t.tenants.status.active : t.tenants.status.inactive}
          </p>
        </div>
      </div>
      {current.identityErased && (
        <p className="mb-6 flex gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.tenants.form.identityErased}
        </p>
      )}
      <TenantForm
        // Another tenant in the address starts a fresh form.
        key={current._id}
        mode="edit"
        defaultValues={tenantFormValues(current, today)}
        today={today}
        rooms={rooms}
        tenants={tenants}
        current={{
          tenantId: current._id,
          roomId: current.roomId?._id ?? null,
          bedNumber: current.bedNumber,
          active: current.active,
          joiningDate: current.joiningDate,
          leavingDate: current.leavingDate,
        }}
        isSaving={updateTenant.isPending}
        onSave={save}
      />
      <DuplicateTenantDialog
        duplicate={refused?.duplicate ?? null}
        isAdding={updateTenant.isPending}
        addAnywayLabel={t.tenants.duplicate.saveAnyway}
        onAddAnyway={() => refused && save({ ...refused.body, allowDuplicate: true })}
        onClose={() => setRefused(null)}
      />
    </div>
  );
}

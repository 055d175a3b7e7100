import type { IsoDate, Settings } from '@nivas/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { allLoaded, QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBusinessToday } from '@/data/settings/business-today';
import { useSettings } from '@/data/settings/get-settings';
import { t } from '@/i18n';
import { useCreateRent } from './api/create-rent';
import { RentForm } from './components/rent-form';
import { moveOutReturn, newRentValues, requestedRentValues } from './rent-form-values';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Opened from a move-out (`moveOutReturn`): the form filled in, and saving goes back there. */
function useMoveOutReturn() {
  const [params] = useSearchParams();
  return { params, moveOut: moveOutReturn(params) };
}

/** /rents/add. The form starts on the PG's today and due day, so it waits for the settings. */
export function RentAddPage() {
  useDocumentTitle(t.rents.addTitle);
  const settings = useSettings();
  const today = useBusinessToday();
  const { moveOut } = useMoveOutReturn();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.rents.addTitle} description={t.rents.form.addSubtitle}>
        {moveOut ? (
          <BackLink to={moveOut} label={t.moveOut.backToMoveOut} />
        ) : (
          <BackLink to={paths.rents} label={t.rents.form.back} />
        )}
      </PageHeader>
      <QueryState
        query={allLoaded(settings, today)}
        failedTitle={t.settings.loadFailed}
        loading={<LoadingState label={t.settings.loading} />}
      >
        {([current, currentToday]) => <AddRent settings={current} today={currentToday} />}
      </QueryState>
    </div>
  );
}

function AddRent({ settings, today }: { settings: Settings; today: IsoDate }) {
  const navigate = useNavigate();
  const createRent = useCreateRent();
  const { params, moveOut } = useMoveOutReturn();
  // Read once: the form's starting values must not move while the owner types.
  const [defaultValues] = useState(() =>
    requestedRentValues(newRentValues(today, settings.dueDay), params, settings.dueDay),
  );
  return (
    <RentForm
      defaultValues={defaultValues}
      dueDay={settings.dueDay}
      today={today}
      isSaving={createRent.isPending}
      onSubmit={(body) =>
        createRent.mutate(body, { onSuccess: () => navigate(moveOut ?? paths.rents) })
      }
    />
  );
}

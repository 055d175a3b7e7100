import type { IsoDate, Rent } from '@nivas/domain';
import { useNavigate, useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { ErrorAlert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { FileQuestion } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { allLoaded, QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBusinessToday } from '@/data/settings/business-today';
import { t } from '@/i18n';
import { useRent } from './api/get-rent';
import { useUpdateRent } from './api/update-rent';
import { RentForm } from './components/rent-form';
import { existingRentValues } from './rent-form-values';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = t.rents.form;

/** /rents/edit/{id}. */
export function RentEditPage() {
  useDocumentTitle(t.rents.editTitle);
  const { id = '' } = useParams();
  const rent = useRent(id);
  // An unpaid record offers the PG's today as the payment date: the form waits for it.
  const today = useBusinessToday();

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.rents.editTitle} description={text.editSubtitle}>
        <BackLink to={paths.rents} label={t.rents.form.back} />
      </PageHeader>
      {httpStatus(rent.error) === 404 ? (
        <EmptyState icon={FileQuestion} message={text.notFound.message}>
          <p className="font-semibold text-slate-900">{text.notFound.title}</p>
        </EmptyState>
      ) : (
        <QueryState
          query={allLoaded(rent, today)}
          failedTitle={
            rent.status === 'error' ? t.rents.toasts.detailsFailed : t.settings.loadFailed
          }
          loading={<LoadingState label={text.loading} />}
        >
          {([current, currentToday]) => (
            // Keyed by the record, so the form starts again from a record that changed meanwhile.
            <EditRent
              key={`${current._id}:${current.updatedAt}`}
              rent={current}
              today={currentToday}
            />
          )}
        </QueryState>
      )}
    </div>
  );
}

function EditRent({ rent, today }: { rent: Rent; today: IsoDate }) {
  const navigate = useNavigate();
  const updateRent = useUpdateRent();

  // The server keys a record to its tenant; one whose tenant was deleted can only be read.
  if (!rent.tenantId) {
    return <ErrorAlert>{text.deletedTenant}</ErrorAlert>;
  }
  return (
    <RentForm
      today={today}
      rent={rent}
      defaultValues={existingRentValues(rent, today)}
      isSaving={updateRent.isPending}
      onSubmit={(body) =>
        updateRent.mutate({ id: rent._id, body }, { onSuccess: () => navigate(paths.rents) })
      }
    />
  );
}

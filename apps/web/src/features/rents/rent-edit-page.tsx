import type { Rent } from '@nivas/domain';
import { FileQuestion } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { paths } from '@/app/paths';
import { ErrorAlert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { useRent } from './api/get-rent';
import { useUpdateRent } from './api/update-rent';
import { RentForm } from './components/rent-form';
import { businessToday, existingRentValues } from './rent-form-values';

const text = t.rents.form;

/** /rents/edit/{id}. */
export function RentEditPage() {
  const { id = '' } = useParams();
  const rent = useRent(id);

  return (
    <>
      <PageHeader title={t.rents.editTitle} description={text.editSubtitle}>
        <BackLink to={paths.rents} label={t.rents.form.back} />
      </PageHeader>
      {httpStatus(rent.error) === 404 ? (
        <EmptyState icon={FileQuestion} message={text.notFound.message}>
          <p className="font-semibold text-slate-900">{text.notFound.title}</p>
        </EmptyState>
      ) : (
        <QueryState
          query={rent}
          failedTitle={t.rents.toasts.detailsFailed}
          loading={<LoadingState label={text.loading} />}
        >
          {(current) => (
            // Keyed by the record, so the form starts again from a record that changed meanwhile.
            <EditRent key={`${current._id}:${current.updatedAt}`} rent={current} />
          )}
        </QueryState>
      )}
    </>
  );
}

function EditRent({ rent }: { rent: Rent }) {
  const navigate = useNavigate();
  const updateRent = useUpdateRent();

  // The server keys a record to its tenant; one whose tenant was deleted can only be read.
  if (!rent.tenantId) {
    return <ErrorAlert>{text.deletedTenant}</ErrorAlert>;
  }
  return (
    <RentForm
      rent={rent}
      defaultValues={existingRentValues(rent, businessToday())}
      isSaving={updateRent.isPending}
      onSubmit={(body) =>
        updateRent.mutate({ id: rent._id, body }, { onSuccess: () => navigate(paths.rents) })
      }
    />
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/i18n';
import { useCreateRent } from './api/create-rent';
import { RentForm } from './components/rent-form';
import { businessToday, newRentValues } from './rent-form-values';

/** /rents/add. */
export function RentAddPage() {
  const navigate = useNavigate();
  const createRent = useCreateRent();
  // Read once: the form's starting values must not move while the owner types.
  const [defaultValues] = useState(() => newRentValues(businessToday()));
  return (
    <>
      <PageHeader title={t.rents.addTitle} description={t.rents.form.addSubtitle}>
        <BackLink to={paths.rents} label={t.rents.form.back} />
      </PageHeader>
      <RentForm
        defaultValues={defaultValues}
        isSaving={createRent.isPending}
        onSubmit={(body) => createRent.mutate(body, { onSuccess: () => navigate(paths.rents) })}
      />
    </>
  );
}

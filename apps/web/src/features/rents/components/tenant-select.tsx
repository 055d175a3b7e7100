import type { Rent } from '@nivas/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { failureReason } from '@/api/errors';
import { buttonClasses } from '@/components/ui/button';
import { UserPlus } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/load-failed';
import { rentTenantName } from '@/components/ui/rent-labels';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { useTenantChoices, type TenantChoice } from '../api/get-tenant-choices';

const text = t.rents.form;

type TenantSelectProps = {
  /** When editing, the record's tenant is shown and cannot be changed. */
  rent?: Rent;
  error?: string;
  registration: UseFormRegisterReturn<'tenantId'>;
  /** Called with the chosen tenant's monthly rent, or null when they have none. */
  onTenantChosen: (rentAmount: number | null) => void;
};

export function TenantSelect({ rent, ...props }: TenantSelectProps) {
  if (rent) {
    return (
      <SelectField label={text.tenant} hint={text.locked} disabled {...props.registration}>
        <option value={rent.tenantId?._id ?? ''}>{rentTenantName(rent)}</option>
      </SelectField>
    );
  }
  return <TenantChoices {...props} />;
}

function optionLabel(choice: TenantChoice) {
  const label = text.tenantOption(choice.name, choice.roomNumber);
  return choice.isActive ? label : text.inactiveTenant(label);
}

function TenantChoices({ error, registration, onTenantChosen }: Omit<TenantSelectProps, 'rent'>) {
  const choices = useTenantChoices();

  // Never "add a tenant first" when the tenants only failed to arrive.
  if (choices.isError && choices.data === undefined) {
    return (
      <LoadFailed
        title={t.tenants.toasts.fetchFailed}
        reason={failureReason(choices.error)}
        onRetry={() => void choices.refetch()}
        isRetrying={choices.isFetching}
        compact
      />
    );
  }

  if (choices.isSuccess && choices.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
        <p>{text.noTenants}</p>
        <Link to={paths.tenantAdd} className={buttonClasses('secondary', 'mt-3')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {text.addTenant}
        </Link>
      </div>
    );
  }

  return (
    <SelectField
      // Drawn again once the tenants arrive: the form then puts a tenant it starts with (a
      // link's) in the list, which had no option for it while loading.
      key={choices.isPending ? 'loading' : 'loaded'}
      label={text.tenant}
      error={error}
      disabled={choices.isPending}
      {...registration}
      onChange={(event) => {
        const chosen = choices.data?.find((c) => c._id === event.target.value);
        onTenantChosen(chosen?.rentAmount ?? null);
        return registration.onChange(event);
      }}
    >
      <option value="">{choices.isPending ? text.tenantsLoading : text.chooseTenant}</option>
      {choices.data?.map((choice) => (
        <option key={choice._id} value={choice._id}>
          {optionLabel(choice)}
        </option>
      ))}
    </SelectField>
  );
}

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import type { TenantFormValues } from '../tenant-form-values';

const text = t.tenants.form;
const optional = t.common.optional;

export function EmergencyContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<TenantFormValues>;
  errors: FieldErrors<TenantFormValues>;
}) {
  const contactErrors = errors.emergencyContact;
  return (
    <Card title={text.emergency}>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label={optional(text.emergencyName)}
          autoComplete="off"
          maxLength={100}
          error={contactErrors?.name?.message}
          {...register('emergencyContact.name')}
        />
        <TextField
          label={optional(text.emergencyPhone)}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          error={contactErrors?.phone?.message}
          {...register('emergencyContact.phone')}
        />
        <TextField
          label={optional(text.emergencyRelation)}
          autoComplete="off"
          maxLength={50}
          error={contactErrors?.relation?.message}
          {...register('emergencyContact.relation')}
        />
      </div>
    </Card>
  );
}

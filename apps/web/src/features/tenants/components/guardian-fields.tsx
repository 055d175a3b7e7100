import { GUARDIAN_RELATIONS } from '@nivas/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import type { TenantFormValues } from '../tenant-form-values';

const text = t.tenants.form.guardian;
const optional = t.common.optional;

/**
 * Whom the tenant's address is 'care of' (S/O, D/O, W/O, C/O and a name): kept apart from the
 * address, and printed on the police verification form. Both or neither.
 */
export function GuardianFields({
  register,
  errors,
}: {
  register: UseFormRegister<TenantFormValues>;
  errors: FieldErrors<TenantFormValues>;
}) {
  return (
    <Card title={text.title} description={text.description}>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <SelectField
          label={optional(text.relation)}
          error={errors.guardian?.relation?.message}
          {...register('guardian.relation')}
        >
          <option value="">{text.noRelation}</option>
          {GUARDIAN_RELATIONS.map((relation) => (
            <option key={relation} value={relation}>
              {t.onboarding.aadhaar.relations[relation]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={optional(text.name)}
          autoComplete="off"
          maxLength={100}
          error={errors.guardian?.name?.message}
          {...register('guardian.name')}
        />
      </div>
    </Card>
  );
}

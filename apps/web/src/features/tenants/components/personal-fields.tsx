import { GENDERS, TENANT_LANGUAGES } from '@nivas/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import type { TenantFormValues } from '../tenant-form-values';

const text = t.tenants.form;
const optional = t.common.optional;

export function PersonalFields({
  register,
  errors,
  today,
}: {
  register: UseFormRegister<TenantFormValues>;
  errors: FieldErrors<TenantFormValues>;
  today: string;
}) {
  return (
    <Card title={text.personal}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={text.name}
            autoComplete="off"
            maxLength={100}
            error={errors.name?.message}
            {...register('name')}
          />
        </div>
        <TextField
          label={text.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          hint={text.phoneHint}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={optional(text.email)}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label={optional(text.gender)}
          error={errors.gender?.message}
          {...register('gender')}
        >
          <option value="">{text.genderUnset}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {text.genders[gender]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={optional(text.dob)}
          type="date"
          max={today}
          error={errors.dob?.message}
          {...register('dob')}
        />
        <div className="sm:col-span-2">
          <SelectField
            label={t.tenantLanguage.label}
            hint={t.tenantLanguage.hint}
            error={errors.language?.message}
            {...register('language')}
          >
            {TENANT_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t.tenantLanguage.names[language]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="sm:col-span-2">
          <TextField
            label={optional(text.occupation)}
            maxLength={100}
            error={errors.occupation?.message}
            {...register('occupation')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={optional(text.address)}
            maxLength={500}
            error={errors.address?.message}
            {...register('address')}
          />
        </div>
      </div>
    </Card>
  );
}

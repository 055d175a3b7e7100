import { ID_PROOF_TYPES } from '@nivas/domain';
import { useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import type { TenantFormControl, TenantFormValues } from '../tenant-form-values';

const text = t.tenants.form;

export function IdProofFields({
  control,
  register,
  errors,
}: {
  control: TenantFormControl;
  register: UseFormRegister<TenantFormValues>;
  errors: FieldErrors<TenantFormValues>;
}) {
  const isAadhaar = useWatch({ control, name: 'idProofType' }) === 'Aadhar';
  return (
    <Card title={text.idProof}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={text.idProofType}
          error={errors.idProofType?.message}
          {...register('idProofType')}
        >
          {ID_PROOF_TYPES.map((type) => (
            <option key={type} value={type}>
              {text.idProofTypes[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={text.idProofNumber}
          autoComplete="off"
          // An Aadhaar number is digits; other documents mix letters in (PAN, passport).
          inputMode={isAadhaar ? 'numeric' : 'text'}
          autoCapitalize="characters"
          maxLength={30}
          hint={isAadhaar ? text.aadhaarHint : undefined}
          error={errors.idProofNumber?.message}
          {...register('idProofNumber')}
        />
      </div>
    </Card>
  );
}

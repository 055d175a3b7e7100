import { type AadhaarFields, GENDERS } from '@nivas/domain';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';

const text = t.onboarding.aadhaar;

export type AadhaarFieldErrors = Partial<Record<keyof AadhaarFields, string>>;

/** The five fields read from the card, each one editable (SPEC §5, Aadhaar mode). */
export function AadhaarFieldsForm({
  fields,
  errors,
  today,
  onChange,
}: {
  fields: AadhaarFields;
  errors: AadhaarFieldErrors;
  today: string;
  onChange: (change: Partial<AadhaarFields>) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label={text.name}
          autoComplete="off"
          value={fields.name}
          error={errors.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </div>
      <TextField
        label={text.number}
        hint={text.numberHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        value={fields.aadhaarNumber}
        error={errors.aadhaarNumber}
        onChange={(event) => onChange({ aadhaarNumber: event.target.value.replace(/[^\d ]/g, '') })}
      />
      <TextField
        label={text.dob}
        type="date"
        max={today}
        value={fields.dob}
        error={errors.dob}
        onChange={(event) => onChange({ dob: event.target.value })}
      />
      <SelectField
        label={text.gender}
        value={fields.gender}
        error={errors.gender}
        onChange={(event) => onChange({ gender: event.target.value as AadhaarFields['gender'] })}
      >
        <option value="">{text.chooseGender}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t.tenants.form.genders[gender]}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <TextAreaField
          label={text.address}
          value={fields.address}
          error={errors.address}
          onChange={(event) => onChange({ address: event.target.value })}
        />
      </div>
    </div>
  );
}

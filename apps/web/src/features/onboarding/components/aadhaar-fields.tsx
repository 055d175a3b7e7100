import {
  type AadhaarFields,
  GENDERS,
  GUARDIAN_RELATIONS,
  isPlausibleAadhaar,
  normalizeAadhaar,
} from '@nivas/domain';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { WarningNotice } from './notice';

const text = t.onboarding.aadhaar;

export type AadhaarFieldErrors = Partial<Record<keyof AadhaarFields, string>>;

/**
 * The fields read from the card, each one editable (SPEC §5, Aadhaar mode), and the guardian
 * the address begins with. A number that could not be read asks to be typed; one that fails
 * the check digit asks to be checked, but does not stop the person going on.
 */
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
  const digits = normalizeAadhaar(fields.aadhaarNumber);
  const needsCheck = digits !== null && !isPlausibleAadhaar(digits);
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
      <div className="space-y-2">
        <TextField
          label={text.number}
          hint={text.numberHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          value={fields.aadhaarNumber}
          error={errors.aadhaarNumber}
          onChange={(event) =>
            onChange({ aadhaarNumber: event.target.value.replace(/[^\d ]/g, '') })
          }
        />
        {!errors.aadhaarNumber && fields.aadhaarNumber.trim() === '' && (
          <WarningNotice>{text.numberUnread}</WarningNotice>
        )}
        {!errors.aadhaarNumber && needsCheck && (
          <WarningNotice>
            <p className="font-medium">{text.numberCheck}</p>
            <p>{text.numberCheckHint}</p>
          </WarningNotice>
        )}
      </div>
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
      <SelectField
        label={text.guardianRelation}
        value={fields.guardianRelation}
        onChange={(event) =>
          onChange({ guardianRelation: event.target.value as AadhaarFields['guardianRelation'] })
        }
      >
        <option value="">{text.noRelation}</option>
        {GUARDIAN_RELATIONS.map((relation) => (
          <option key={relation} value={relation}>
            {text.relations[relation]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={text.guardianName}
        hint={text.guardianHint}
        autoComplete="off"
        value={fields.guardianName}
        onChange={(event) => onChange({ guardianName: event.target.value })}
      />
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

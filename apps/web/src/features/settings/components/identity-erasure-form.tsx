import { ERASE_IDENTITY_AFTER_DAYS, UpdateSettingsBodySchema, type Settings } from '@nivas/domain';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { useSettingsForm } from './use-settings-form';

interface FormValues {
  /** As typed; the contract turns it into a whole number. */
  eraseIdentityAfterDays: string;
}

const formValues = (settings: Settings): FormValues => ({
  eraseIdentityAfterDays: String(settings.eraseIdentityAfterDays),
});

/** "Erase identity data N days after a tenant leaves": the number, checked as the server does. */
export function IdentityErasureForm({ settings }: { settings: Settings }) {
  const {
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
    isSaving,
  } = useSettingsForm(UpdateSettingsBodySchema, formValues, settings);
  const text = t.settings.identity;

  return (
    <form noValidate className="space-y-5" onSubmit={onSubmit}>
      <TextField
        label={text.daysLabel}
        hint={text.daysHint}
        type="number"
        inputMode="numeric"
        min={ERASE_IDENTITY_AFTER_DAYS.min}
        max={ERASE_IDENTITY_AFTER_DAYS.max}
        step={1}
        className="sm:max-w-40"
        error={errors.eraseIdentityAfterDays?.message}
        {...register('eraseIdentityAfterDays')}
      />
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" isBusy={isSaving}>
          {isSaving ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}

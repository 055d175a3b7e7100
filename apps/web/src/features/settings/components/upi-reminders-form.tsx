import {
  PAYEE_NAME_MAX,
  REMIND_DAYS_BEFORE,
  REMINDER_TEMPLATE_MAX,
  UpdateSettingsBodySchema,
  type Settings,
} from '@nivas/domain';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Printer } from '@/components/ui/icons';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { useSettingsForm } from './use-settings-form';

const text = t.settings.upiReminders;

interface FormValues {
  upiId: string;
  payeeName: string;
  /** As typed; the contract turns it into a whole number. */
  remindDaysBefore: string;
  reminderTemplates: { en: string; hi: string };
}

const formValues = (settings: Settings): FormValues => ({
  upiId: settings.upiId,
  payeeName: settings.payeeName,
  remindDaysBefore: String(settings.remindDaysBefore),
  reminderTemplates: { ...settings.reminderTemplates },
});

const UpiRemindersSchema = UpdateSettingsBodySchema.pick({
  upiId: true,
  payeeName: true,
  remindDaysBefore: true,
  reminderTemplates: true,
});

/**
 * The PG's UPI ID and payee name (receipts, reminders, the tenant's page and the poster show
 * their QR code), how many days ahead tenants are reminded, and the reminder's words in each
 * language, checked as the server checks them (a misspelt placeholder is pointed out).
 */
export function UpiRemindersForm({ settings }: { settings: Settings }) {
  const {
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
    isSaving,
  } = useSettingsForm(UpiRemindersSchema, formValues, settings);
  return (
    <form noValidate className="space-y-5" onSubmit={onSubmit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t.common.optional(text.upiId)}
          hint={text.upiIdHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          error={errors.upiId?.message}
          {...register('upiId')}
        />
        <TextField
          label={t.common.optional(text.payeeName)}
          hint={text.payeeNameHint}
          maxLength={PAYEE_NAME_MAX}
          error={errors.payeeName?.message}
          {...register('payeeName')}
        />
      </div>
      <TextField
        label={text.remindDaysBefore}
        hint={text.remindDaysBeforeHint}
        type="number"
        inputMode="numeric"
        min={REMIND_DAYS_BEFORE.min}
        max={REMIND_DAYS_BEFORE.max}
        step={1}
        className="sm:max-w-40"
        error={errors.remindDaysBefore?.message}
        {...register('remindDaysBefore')}
      />
      <TextAreaField
        label={text.templateEn}
        lang="en"
        rows={6}
        maxLength={REMINDER_TEMPLATE_MAX}
        error={errors.reminderTemplates?.en?.message}
        {...register('reminderTemplates.en')}
      />
      <TextAreaField
        label={text.templateHi}
        lang="hi"
        rows={6}
        maxLength={REMINDER_TEMPLATE_MAX}
        error={errors.reminderTemplates?.hi?.message}
        {...register('reminderTemplates.hi')}
      />
      <p className="text-sm text-slate-500">{text.placeholders}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={paths.upiPoster} className={buttonClasses('secondary')}>
          <Printer aria-hidden="true" className="size-4" />
          {t.poster.open}
        </Link>
        <Button type="submit" isBusy={isSaving}>
          {isSaving ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}

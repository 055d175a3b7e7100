import {
  DUE_DAY,
  FIRST_MONTH_RULES,
  GRACE_DAYS,
  UpdateSettingsBodySchema,
  type Settings,
} from '@nivas/domain';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/choice-card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { timeZoneName } from '@/lib/time-zone-name';
import { useSettingsForm } from './use-settings-form';

const text = t.settings.rent;

interface FormValues {
  /** As typed; the contract turns them into whole numbers. */
  dueDay: string;
  graceDays: string;
  firstMonth: Settings['firstMonth'];
  timeZone: string;
}

const formValues = (settings: Settings): FormValues => ({
  dueDay: String(settings.dueDay),
  graceDays: String(settings.graceDays),
  firstMonth: settings.firstMonth,
  timeZone: settings.timeZone,
});

/**
 * Every zone the device knows, with the PG's own first in line if the device spells it
 * differently (Chromium still lists Asia/Calcutta, not Asia/Kolkata).
 */
function timeZoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

/** The due day, the grace days, the first month's rule and the time zone, saved together. */
export function RentSettingsForm({ settings }: { settings: Settings }) {
  const {
    form: {
      register,
      control,
      formState: { errors },
    },
    onSubmit,
    isSaving,
  } = useSettingsForm(UpdateSettingsBodySchema, formValues, settings);
  const zones = useMemo(() => timeZoneChoices(settings.timeZone), [settings.timeZone]);
  const chosenZone = useWatch({ control, name: 'timeZone' });
  const firstMonthId = useId();

  return (
    <form noValidate className="space-y-6" onSubmit={onSubmit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.dueDay}
          hint={text.dueDayHint}
          type="number"
          inputMode="numeric"
          min={DUE_DAY.min}
          max={DUE_DAY.max}
          step={1}
          error={errors.dueDay?.message}
          {...register('dueDay')}
        />
        <TextField
          label={text.graceDays}
          hint={text.graceDaysHint}
          type="number"
          inputMode="numeric"
          min={GRACE_DAYS.min}
          max={GRACE_DAYS.max}
          step={1}
          error={errors.graceDays?.message}
          {...register('graceDays')}
        />
      </div>

      <fieldset aria-describedby={errors.firstMonth ? `${firstMonthId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">{text.firstMonth}</legend>
        <div className="space-y-2">
          {FIRST_MONTH_RULES.map((rule) => (
            <ChoiceCard
              key={rule}
              type="radio"
              value={rule}
              label={text.firstMonthRules[rule].label}
              hint={text.firstMonthRules[rule].hint}
              {...register('firstMonth')}
            />
          ))}
        </div>
        {errors.firstMonth && (
          <p id={`${firstMonthId}-error`} className="mt-1.5 text-sm text-red-600">
            {errors.firstMonth.message}
          </p>
        )}
      </fieldset>

      <SelectField
        label={text.timeZone}
        hint={text.timeZoneHint(timeZoneName(chosenZone))}
        error={errors.timeZone?.message}
        {...register('timeZone')}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>

      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" isBusy={isSaving}>
          {isSaving ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}

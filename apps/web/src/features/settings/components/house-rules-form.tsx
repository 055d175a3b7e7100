import {
  DEPOSIT_REFUND_DAYS,
  LATE_FEE_KINDS,
  MAX_SETTING_RUPEES,
  MIN_STAY_MONTHS,
  NOTICE_DAYS,
  UpdateSettingsBodySchema,
  type LateFeeKind,
  type Settings,
} from '@nivas/domain';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ChoiceCard } from '@/components/ui/choice-card';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { useSettingsForm } from './use-settings-form';

const text = t.settings.house;

interface FormValues {
  /** As typed; the contract turns them into numbers. */
  electricityRate: string;
  lateFee: { kind: LateFeeKind; amount: string; max: string };
  noticeDays: string;
  minStayMonths: string;
  exitCharge: string;
  depositRefundDays: string;
}

const formValues = (settings: Settings): FormValues => ({
  electricityRate: String(settings.electricityRate),
  lateFee: {
    kind: settings.lateFee.kind,
    amount: String(settings.lateFee.amount),
    max: String(settings.lateFee.max),
  },
  noticeDays: String(settings.noticeDays),
  minStayMonths: String(settings.minStayMonths),
  exitCharge: String(settings.exitCharge),
  depositRefundDays: String(settings.depositRefundDays),
});

const HouseRulesSchema = UpdateSettingsBodySchema.pick({
  electricityRate: true,
  lateFee: true,
  noticeDays: true,
  minStayMonths: true,
  exitCharge: true,
  depositRefundDays: true,
});

/**
 * The PG's house rules: the electricity rate a room meter's bill is worked out at, the late
 * fee, and what a move-out settles by (notice, minimum stay, exit charge, refund days).
 */
export function HouseRulesForm({ settings }: { settings: Settings }) {
  const {
    form: {
      register,
      control,
      formState: { errors },
    },
    onSubmit,
    isSaving,
  } = useSettingsForm(HouseRulesSchema, formValues, settings);
  const lateFeeKind = useWatch({ control, name: 'lateFee.kind' });

  const rupees = {
    type: 'number',
    inputMode: 'decimal',
    min: 0,
    max: MAX_SETTING_RUPEES,
    step: '0.01',
  } as const;
  const days = { type: 'number', inputMode: 'numeric', step: 1 } as const;

  return (
    <form noValidate className="space-y-6" onSubmit={onSubmit}>
      <TextField
        label={text.electricityRate}
        hint={text.electricityRateHint}
        className="sm:max-w-48"
        error={errors.electricityRate?.message}
        {...rupees}
        {...register('electricityRate')}
      />

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{text.lateFee}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {LATE_FEE_KINDS.map((kind) => (
            <ChoiceCard
              key={kind}
              type="radio"
              value={kind}
              label={text.lateFeeKinds[kind].label}
              hint={text.lateFeeKinds[kind].hint}
              {...register('lateFee.kind')}
            />
          ))}
        </div>
        {lateFeeKind !== 'none' && (
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <TextField
              label={lateFeeKind === 'flat' ? text.flatAmount : text.perDayAmount}
              hint={text.rupeesHint}
              error={errors.lateFee?.amount?.message}
              {...rupees}
              {...register('lateFee.amount')}
            />
            {lateFeeKind === 'perDay' && (
              <TextField
                label={text.lateFeeMax}
                hint={text.lateFeeMaxHint}
                error={errors.lateFee?.max?.message}
                {...rupees}
                {...register('lateFee.max')}
              />
            )}
          </div>
        )}
      </fieldset>

      <div className="grid gap-5 border-t border-slate-100 pt-5 sm:grid-cols-2">
        <TextField
          label={text.noticeDays}
          hint={text.noticeDaysHint}
          min={NOTICE_DAYS.min}
          max={NOTICE_DAYS.max}
          error={errors.noticeDays?.message}
          {...days}
          {...register('noticeDays')}
        />
        <TextField
          label={text.minStayMonths}
          hint={text.minStayMonthsHint}
          min={MIN_STAY_MONTHS.min}
          max={MIN_STAY_MONTHS.max}
          error={errors.minStayMonths?.message}
          {...days}
          {...register('minStayMonths')}
        />
        <TextField
          label={text.exitCharge}
          hint={text.exitChargeHint}
          error={errors.exitCharge?.message}
          {...rupees}
          {...register('exitCharge')}
        />
        <TextField
          label={text.depositRefundDays}
          hint={text.depositRefundDaysHint}
          min={DEPOSIT_REFUND_DAYS.min}
          max={DEPOSIT_REFUND_DAYS.max}
          error={errors.depositRefundDays?.message}
          {...days}
          {...register('depositRefundDays')}
        />
      </div>

      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" isBusy={isSaving}>
          {isSaving ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}

import { DEFAULT_PAYMENT_METHOD, formatInr, PAYMENT_METHODS } from '@nivas/domain';
import { ChoiceCard } from '@/components/ui/choice-card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import type { AdditionalDetails, DepositCollection } from '../wizard-state';

const text = t.onboarding.deposit;

export type DepositErrors = Partial<
  Record<'depositAmount' | 'collectAmount' | 'collectMethod' | 'collectReference', string>
>;

/**
 * Step 4's deposit: what was agreed, and whether (and how much of) it is handed over now. A
 * collection is recorded on the tenant as soon as they are created.
 */
export function DepositFields({
  details,
  errors,
  onChange,
}: {
  details: AdditionalDetails;
  errors: DepositErrors;
  onChange: (patch: Partial<AdditionalDetails>) => void;
}) {
  const collect = details.depositCollect;
  const agreed = details.depositAmount?.trim() ?? '';
  const changeCollect = (patch: Partial<DepositCollection>) =>
    collect && onChange({ depositCollect: { ...collect, ...patch } });

  return (
    <div className="space-y-5">
      <TextField
        label={t.common.optional(text.agreed)}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        className="sm:max-w-56"
        hint={text.agreedHint}
        value={details.depositAmount ?? ''}
        error={errors.depositAmount}
        onChange={(event) => onChange({ depositAmount: event.target.value })}
      />
      <ChoiceCard
        type="checkbox"
        label={text.collectNow}
        hint={text.collectNowHint}
        checked={collect !== undefined}
        onChange={(event) =>
          onChange({
            depositCollect: event.target.checked
              ? { amount: agreed, method: DEFAULT_PAYMENT_METHOD, reference: '' }
              : undefined,
          })
        }
      />
      {collect && (
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label={text.collectAmount}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            hint={
              agreed && Number(agreed) > 0
                ? text.collectAmountHint(formatInr(Number(agreed)))
                : undefined
            }
            value={collect.amount}
            error={errors.collectAmount}
            onChange={(event) => changeCollect({ amount: event.target.value })}
          />
          <SelectField
            label={text.method}
            value={collect.method}
            error={errors.collectMethod}
            onChange={(event) =>
              changeCollect({ method: event.target.value as DepositCollection['method'] })
            }
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t.rents.paymentMethods[method]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t.common.optional(text.reference)}
            hint={text.referenceHint}
            autoComplete="off"
            maxLength={100}
            value={collect.reference}
            error={errors.collectReference}
            onChange={(event) => changeCollect({ reference: event.target.value })}
          />
        </div>
      )}
    </div>
  );
}

import { catalogueText } from '@/api/errors';
import { catalogueResolver } from '@/lib/form-resolver';
import {
  amountBelowPaid,
  formatInr,
  hasHappened,
  PAYMENT_METHODS,
  RentFormSchema,
  rupeesToPaise,
  whenValid,
  type IsoDate,
  type Rent,
  type RentFormBody,
  type RentFormInput,
} from '@nivas/domain';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { defaultDueDate } from '../rent-form-values';
import { TenantSelect } from './tenant-select';

const text = t.rents.form;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The server's rent schema, and for a rent with payments the domain's rule that its amount
 * may not go below what has been paid (the server's BELOW_PAID), said beside the field.
 */
const rentFormSchema = (amountPaid: number, today: IsoDate) =>
  RentFormSchema.superRefine(
    (body, ctx) => {
      if (amountBelowPaid(rupeesToPaise(body.amount), rupeesToPaise(amountPaid))) {
        const message = t.rents.paymentProblems.BELOW_PAID({ paid: formatInr(amountPaid) });
        ctx.addIssue({ code: 'custom', path: ['amount'], message });
      }
    },
    { when: whenValid('amount') },
  ).superRefine(
    (body, ctx) => {
      // The server's PAYMENT_DATE_IN_FUTURE, said beside the field before sending.
      if (body.isPaid && body.paymentDate && !hasHappened(body.paymentDate.slice(0, 10), today)) {
        ctx.addIssue({
          code: 'custom',
          path: ['paymentDate'],
          message: catalogueText('PAYMENT_DATE_IN_FUTURE'),
        });
      }
    },
    { when: whenValid('isPaid', 'paymentDate') },
  );

type RentFormProps = {
  defaultValues: RentFormInput;
  /** The stored record when editing: its tenant, month and year are then locked (SPEC §4). */
  rent?: Rent;
  /** The PG's due day: while adding, the due date follows the chosen month on this day. */
  dueDay?: number;
  /** The PG's today: a payment may not be dated after it. */
  today: IsoDate;
  isSaving: boolean;
  onSubmit: (body: RentFormBody) => void;
};

/** The rent form of SPEC §2 and §5, checked by the same schema the server checks. */
export function RentForm({
  defaultValues,
  rent,
  dueDay,
  today,
  isSaving,
  onSubmit,
}: RentFormProps) {
  const isEdit = rent !== undefined;
  const isAlreadyPaid = rent?.isPaid ?? false;
  const paidHintId = useId();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    getFieldState,
    formState: { errors, isSubmitted },
  } = useForm({
    resolver: catalogueResolver(rentFormSchema(rent?.amountPaid ?? 0, today)),
    defaultValues,
  });
  const isPaid = useWatch({ control, name: 'isPaid' });

  const followMonth = () => {
    if (isEdit || dueDay === undefined || getFieldState('dueDate').isDirty) return;
    const dueDate = defaultDueDate(getValues('month'), getValues('year'), dueDay);
    if (dueDate) setValue('dueDate', dueDate);
  };

  const submit = handleSubmit((body) =>
    // Locked fields are sent as stored, whatever the disabled controls hold.
    onSubmit(
      rent?.tenantId
        ? { ...body, tenantId: rent.tenantId._id, month: rent.month, year: rent.year }
        : body,
    ),
  );

  const paidSoFar = rent && !rent.isPaid && rent.amountPaid > 0 ? rent.amountPaid : 0;

  return (
    <Card>
      <form noValidate className="space-y-5" onSubmit={submit}>
        <TenantSelect
          rent={rent}
          error={errors.tenantId?.message}
          onTenantChosen={(rentAmount) => {
            // SPEC §5: choosing a tenant fills the amount with their rent (their own, else the room's).
            if (rentAmount !== null) {
              setValue('amount', String(rentAmount), { shouldValidate: isSubmitted });
            }
          }}
          registration={register('tenantId')}
        />

        <div className="grid grid-cols-2 gap-4 sm:gap-5">
          <SelectField
            label={text.month}
            disabled={isEdit}
            error={errors.month?.message}
            {...register('month', { onChange: followMonth })}
          >
            {MONTHS.map((month) => (
              <option key={month} value={String(month)}>
                {t.format.month(month)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={text.year}
            type="number"
            inputMode="numeric"
            min={2000}
            max={2100}
            disabled={isEdit}
            error={errors.year?.message}
            {...register('year', { onChange: followMonth })}
          />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={text.amount}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            hint={isEdit ? undefined : text.amountHint}
            error={errors.amount?.message}
            {...register('amount')}
          />
          <TextField
            label={text.dueDate}
            type="date"
            error={errors.dueDate?.message}
            {...register('dueDate')}
          />
        </div>

        <div className="rounded-lg border border-slate-200 bg-slate-50/60 p-4">
          <label className="flex items-center gap-3 text-sm font-medium text-slate-900">
            <input
              type="checkbox"
              className="size-5 shrink-0 rounded border-slate-300 accent-indigo-600 disabled:opacity-60"
              disabled={isAlreadyPaid}
              aria-describedby={paidHintId}
              {...register('isPaid')}
            />
            {text.markAsPaid}
          </label>
          <p id={paidHintId} className="mt-1.5 ml-8 text-xs text-slate-500">
            {isAlreadyPaid
              ? text.alreadyPaid
              : paidSoFar > 0 && rent
                ? text.partlyPaid(formatInr(paidSoFar), formatInr(rent.amountDue))
                : text.markAsPaidHint}
          </p>

          {isPaid && (
            <fieldset className="mt-4 space-y-5 border-t border-slate-200 pt-4">
              <legend className="sr-only">{text.paymentDetails}</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label={text.paymentDate}
                  type="date"
                  disabled={isAlreadyPaid}
                  error={errors.paymentDate?.message}
                  {...register('paymentDate')}
                />
                <SelectField
                  label={text.paymentMethod}
                  disabled={isAlreadyPaid}
                  error={errors.paymentMethod?.message}
                  {...register('paymentMethod')}
                >
                  {PAYMENT_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {t.rents.paymentMethods[method]}
                    </option>
                  ))}
                </SelectField>
              </div>
              <TextField
                label={t.common.optional(text.paymentReference)}
                hint={text.referenceHint}
                disabled={isAlreadyPaid}
                autoComplete="off"
                error={errors.paymentReference?.message}
                {...register('paymentReference')}
              />
            </fieldset>
          )}
        </div>

        <TextAreaField
          label={t.common.optional(text.notes)}
          error={errors.notes?.message}
          {...register('notes')}
        />

        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" className="w-full sm:w-auto" isBusy={isSaving}>
            {isSaving ? text.submitting : text.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

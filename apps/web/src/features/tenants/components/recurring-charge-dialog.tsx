import { catalogueResolver } from '@/lib/form-resolver';
import {
  CHARGE_KINDS,
  CreateRecurringChargeBodySchema,
  type ChargeKind,
  type CreateRecurringChargeBody,
} from '@nivas/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { chargeKindLabel } from '@/components/ui/charge-labels';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { addRecurringChargeFailure, useAddRecurringCharge } from '../api/recurring-charges';

const text = t.charges.recurring.dialog;
/** What can come every month: not a late fee (the PG's rule) nor damage (a one-off). */
const MONTHLY_KINDS = CHARGE_KINDS.filter((kind) => kind !== 'lateFee' && kind !== 'damage');

interface FormValues {
  kind: ChargeKind;
  amount: string;
  note: string;
}

/** A monthly charge for this tenant (a mess plan of ₹X a month), made beside each rent. */
export function RecurringChargeDialog({
  tenantId,
  isOpen,
  onClose,
}: {
  tenantId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const add = useAddRecurringCharge();
  // A failure shown once is gone when the dialog next opens.
  const close = () => {
    add.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      title={text.title}
      description={text.description}
      isBusy={add.isPending}
      onClose={close}
    >
      <RecurringChargeForm
        isSaving={add.isPending}
        failure={add.error && addRecurringChargeFailure(add.error)}
        onCancel={close}
        onSubmit={(body) => add.mutate({ tenantId, body }, { onSuccess: close })}
      />
    </Dialog>
  );
}

function RecurringChargeForm({
  isSaving,
  failure,
  onCancel,
  onSubmit,
}: {
  isSaving: boolean;
  failure: string | null;
  onCancel: () => void;
  onSubmit: (body: CreateRecurringChargeBody) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, CreateRecurringChargeBody>({
    resolver: catalogueResolver(CreateRecurringChargeBodySchema) as unknown as Resolver<
      FormValues,
      unknown,
      CreateRecurringChargeBody
    >,
    defaultValues: { kind: 'mess', amount: '', note: '' },
  });
  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t.charges.addDialog.kind}
          error={errors.kind?.message}
          data-autofocus
          {...register('kind')}
        >
          {MONTHLY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {chargeKindLabel(kind)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.charges.addDialog.amount}
          hint={t.charges.recurring.amountHint}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.amount?.message}
          {...register('amount')}
        />
      </div>
      <TextField
        label={t.common.optional(t.charges.addDialog.note)}
        maxLength={300}
        placeholder={t.charges.recurring.notePlaceholder}
        error={errors.note?.message}
        {...register('note')}
      />
      <DialogActions failure={failure}>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t.common.cancel}
        </Button>
        <Button type="submit" isBusy={isSaving}>
          {isSaving ? text.submitting : text.submit}
        </Button>
      </DialogActions>
    </form>
  );
}

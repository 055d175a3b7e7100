import { catalogueResolver } from '@/lib/form-resolver';
import {
  CHARGE_KINDS,
  CreateChargeBodySchema,
  type ChargeKind,
  type CreateChargeBody,
  type IsoDate,
} from '@nivas/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { chargeKindLabel } from '@/components/ui/charge-labels';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { addChargeFailure, useAddCharge } from '../api/add-charge';

const text = t.charges.addDialog;

/** A late fee is the PG's rule's to add (once a day, never twice): the owner adds the rest. */
const OWNER_KINDS = CHARGE_KINDS.filter((kind) => kind !== 'lateFee');

interface FormValues {
  kind: ChargeKind;
  /** As typed; the contract turns it into rupees. */
  amount: string;
  date: string;
  dueDate: string;
  note: string;
}

/** Add charge on the tenant's page: a one-off due (mess, damage, laundry…), paid like a rent. */
export function AddChargeDialog({
  tenantId,
  tenantName,
  isOpen,
  today,
  onClose,
}: {
  tenantId: string;
  tenantName: string;
  isOpen: boolean;
  today: IsoDate;
  onClose: () => void;
}) {
  const addCharge = useAddCharge();
  // A failure shown once is gone when the dialog next opens.
  const close = () => {
    addCharge.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      title={text.title}
      description={tenantName}
      isBusy={addCharge.isPending}
      onClose={close}
    >
      <AddChargeForm
        today={today}
        isSaving={addCharge.isPending}
        failure={addCharge.error && addChargeFailure(addCharge.error)}
        onCancel={close}
        onSubmit={(body) => addCharge.mutate({ tenantId, body }, { onSuccess: close })}
      />
    </Dialog>
  );
}

function AddChargeForm({
  today,
  isSaving,
  failure,
  onCancel,
  onSubmit,
}: {
  today: IsoDate;
  isSaving: boolean;
  failure: string | null;
  onCancel: () => void;
  onSubmit: (body: CreateChargeBody) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, CreateChargeBody>({
    resolver: catalogueResolver(CreateChargeBodySchema) as unknown as Resolver<
      FormValues,
      unknown,
      CreateChargeBody
    >,
    defaultValues: { kind: 'mess', amount: '', date: today, dueDate: today, note: '' },
  });

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={text.kind}
          error={errors.kind?.message}
          data-autofocus
          {...register('kind')}
        >
          {OWNER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {chargeKindLabel(kind)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={text.amount}
          hint={text.amountHint}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          label={text.date}
          type="date"
          error={errors.date?.message}
          {...register('date')}
        />
        <TextField
          label={text.dueDate}
          type="date"
          error={errors.dueDate?.message}
          {...register('dueDate')}
        />
      </div>
      <TextAreaField
        label={t.common.optional(text.note)}
        rows={2}
        maxLength={300}
        placeholder={text.notePlaceholder}
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

import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_PAYMENT_METHOD,
  formatInr,
  PAYMENT_METHODS,
  PayRentSchema,
  periodLabel,
  rupeesField,
  rupeesToPaise,
  type Rent,
} from '@nivas/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { rentBalance, rentTenantName } from '@/components/ui/rent-labels';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { t } from '@/i18n';
import { useRecordPayment, type RecordPaymentBody } from '../api/record-payment';

const text = t.rentManagement.payment;

/**
 * SPEC §5: the amount is required here (it starts at the balance) and may not be more than
 * the balance; the rest of the rules are the server's own pay schema.
 */
const paymentFormSchema = (balance: number) =>
  PayRentSchema.pick({ paymentMethod: true, paymentReference: true, notes: true })
    .extend({ amount: rupeesField('Amount', { positive: true }) })
    .refine((body) => rupeesToPaise(body.amount) <= rupeesToPaise(balance), {
      path: ['amount'],
      message: text.overBalance(formatInr(balance)),
    });

/** The 'Record Payment' modal: a full or part payment of one rent. */
export function PaymentDialog({ rent, onClose }: { rent: Rent | null; onClose: () => void }) {
  const recordPayment = useRecordPayment();
  return (
    <Dialog
      isOpen={rent !== null}
      title={text.title}
      description={rent ? `${rentTenantName(rent)} · ${periodLabel(rent)}` : undefined}
      isBusy={recordPayment.isPending}
      onClose={onClose}
    >
      {rent && (
        <PaymentForm
          rent={rent}
          isSaving={recordPayment.isPending}
          onCancel={onClose}
          onSubmit={(body) =>
            recordPayment.mutate({ rentId: rent._id, body }, { onSuccess: onClose })
          }
        />
      )}
    </Dialog>
  );
}

type PaymentFormProps = {
  rent: Rent;
  isSaving: boolean;
  onCancel: () => void;
  onSubmit: (body: RecordPaymentBody) => void;
};

function PaymentForm({ rent, isSaving, onCancel, onSubmit }: PaymentFormProps) {
  const balance = rentBalance(rent);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(paymentFormSchema(balance)),
    defaultValues: {
      amount: String(balance),
      paymentMethod: DEFAULT_PAYMENT_METHOD,
      paymentReference: '',
      notes: '',
    },
  });

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <dl className="grid grid-cols-3 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
        <Fact label={t.rentManagement.card.amount}>{formatInr(rent.amount)}</Fact>
        <Fact label={t.rentManagement.card.paid}>{formatInr(rent.amountPaid)}</Fact>
        <Fact label={text.balance}>
          <span className="font-semibold">{formatInr(balance)}</span>
        </Fact>
      </dl>

      <TextField
        label={text.amount}
        type="number"
        inputMode="decimal"
        min={0}
        max={balance}
        step="0.01"
        hint={text.amountHint(formatInr(balance))}
        error={errors.amount?.message}
        data-autofocus
        {...register('amount')}
      />
      <SelectField
        label={text.method}
        error={errors.paymentMethod?.message}
        {...register('paymentMethod')}
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
        error={errors.paymentReference?.message}
        {...register('paymentReference')}
      />
      <TextAreaField
        label={t.common.optional(text.notes)}
        rows={2}
        error={errors.notes?.message}
        {...register('notes')}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t.common.cancel}
        </Button>
        <Button type="submit" isBusy={isSaving}>
          {isSaving ? text.submitting : text.submit}
        </Button>
      </div>
    </form>
  );
}

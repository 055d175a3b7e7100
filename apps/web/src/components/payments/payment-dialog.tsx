import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_PAYMENT_METHOD,
  formatInr,
  paiseToRupees,
  PAYMENT_METHODS,
  paymentProblem,
  PayRentSchema,
  periodLabel,
  rupeesField,
  rupeesToPaise,
  type Paise,
  type PayRentBody,
  type Rent,
} from '@nivas/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { rentTenantName } from '@/components/ui/rent-labels';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { usePayRent } from '@/data/rents/pay-rent';
import { t } from '@/i18n';

const text = t.rentManagement.payment;

type RecordPaymentBody = Pick<
  PayRentBody,
  'amount' | 'paymentMethod' | 'paymentReference' | 'notes'
>;

/**
 * SPEC §5: the amount is required here (it starts at the balance); the payment limit is the
 * domain's rule, the one the server applies, and the rest is the server's own pay schema.
 */
const paymentFormSchema = (balance: Paise) =>
  PayRentSchema.pick({ paymentMethod: true, paymentReference: true, notes: true })
    .extend({ amount: rupeesField('Amount', { positive: true }) })
    .superRefine((body, ctx) => {
      const problem = paymentProblem(rupeesToPaise(body.amount), balance);
      if (problem) {
        const message = t.rents.paymentProblems[problem]({
          balance: formatInr(paiseToRupees(balance)),
        });
        ctx.addIssue({ code: 'custom', path: ['amount'], message });
      }
    });

/**
 * The 'Record Payment' modal: a full or part payment of one rent, from rent management and
 * from the tenant's page.
 */
export function PaymentDialog({ rent, onClose }: { rent: Rent | null; onClose: () => void }) {
  const recordPayment = usePayRent();
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
  // What the server says is still owed: nothing on a cancelled rent.
  const balancePaise = rupeesToPaise(rent.amountDue);
  const balance = rent.amountDue;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(paymentFormSchema(balancePaise)),
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

import { catalogueResolver } from '@/lib/form-resolver';
import {
  whenValid,
  DEFAULT_PAYMENT_METHOD,
  formatInr,
  isUpiTransactionId,
  paiseToRupees,
  PAYMENT_METHODS,
  paymentProblem,
  PayRentSchema,
  rupeesField,
  rupeesToPaise,
  type Paise,
  type Payment,
  type PayRentBody,
} from '@nivas/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CircleCheck, TriangleAlert } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { payChargeFailure, usePayCharge } from '@/data/charges/pay-charge';
import { payRentFailure, usePayRent } from '@/data/rents/pay-rent';
import { t } from '@/i18n';
import { useOnlineStatus } from '@/lib/use-online-status';
import { payableFigures, payableLabel, payableTenantName, type Payable } from './payable';
import { ReceiptActions } from './receipt-actions';

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
    .superRefine(
      (body, ctx) => {
        const problem = paymentProblem(rupeesToPaise(body.amount), balance);
        if (problem) {
          const message = t.rents.paymentProblems[problem]({
            balance: formatInr(paiseToRupees(balance)),
          });
          ctx.addIssue({ code: 'custom', path: ['amount'], message });
        }
      },
      { when: whenValid('amount') },
    );

/**
 * The 'Record Payment' modal: a full or part payment of one rent or one charge, from rent
 * management and from the tenant's page. Both go to the same payment ledger. Once recorded,
 * it offers the receipt: open it, save its PDF, or send it on WhatsApp.
 */
export function PaymentDialog({
  payable,
  onClose,
}: {
  payable: Payable | null;
  onClose: () => void;
}) {
  const payRent = usePayRent();
  const payCharge = usePayCharge();
  const [recorded, setRecorded] = useState<Payment | null>(null);
  const isSaving = payRent.isPending || payCharge.isPending;
  const failure = payRent.error
    ? payRentFailure(payRent.error)
    : payCharge.error
      ? payChargeFailure(payCharge.error)
      : null;
  // A failure shown once is gone when the dialog next opens.
  const close = () => {
    payRent.reset();
    payCharge.reset();
    setRecorded(null);
    onClose();
  };
  const submit = (due: Payable, body: RecordPaymentBody) => {
    const onSuccess = ({ payment }: { payment: Payment }) => setRecorded(payment);
    if (due.kind === 'rent') payRent.mutate({ rentId: due.rent._id, body }, { onSuccess });
    else payCharge.mutate({ chargeId: due.charge._id, body }, { onSuccess });
  };
  return (
    <Dialog
      isOpen={payable !== null}
      title={recorded ? t.receipts.recordedTitle : text.title}
      description={payable ? `${payableTenantName(payable)} · ${payableLabel(payable)}` : undefined}
      isBusy={isSaving}
      onClose={close}
    >
      {recorded ? (
        <div className="space-y-5">
          <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t.receipts.recorded(formatInr(recorded.amount), recorded.receiptNumber)}
          </p>
          <ReceiptActions payment={recorded} size="large" className="flex-col sm:flex-row" />
          <div className="flex justify-end">
            <Button variant="secondary" className="w-full sm:w-auto" onClick={close}>
              {t.receipts.done}
            </Button>
          </div>
        </div>
      ) : (
        payable && (
          <PaymentForm
            figures={payableFigures(payable)}
            isSaving={isSaving}
            failure={failure}
            onCancel={close}
            onSubmit={(body) => submit(payable, body)}
          />
        )
      )}
    </Dialog>
  );
}

type PaymentFormProps = {
  figures: ReturnType<typeof payableFigures>;
  isSaving: boolean;
  /** Why the last try failed, in the server's words where it gave them. */
  failure: string | null;
  onCancel: () => void;
  onSubmit: (body: RecordPaymentBody) => void;
};

function PaymentForm({ figures, isSaving, failure, onCancel, onSubmit }: PaymentFormProps) {
  // What the server says is still owed: nothing on a cancelled rent or a waived charge.
  const balancePaise = rupeesToPaise(figures.amountDue);
  const balance = figures.amountDue;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: catalogueResolver(paymentFormSchema(balancePaise)),
    defaultValues: {
      amount: String(balance),
      paymentMethod: DEFAULT_PAYMENT_METHOD,
      paymentReference: '',
      notes: '',
    },
  });

  const [method, reference] = useWatch({ control, name: ['paymentMethod', 'paymentReference'] });
  const isUpi = method === 'UPI';
  const isOnline = useOnlineStatus();

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <dl className="grid grid-cols-3 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
        <Fact label={t.rentManagement.card.amount}>{formatInr(figures.amount)}</Fact>
        <Fact label={t.rentManagement.card.paid}>{formatInr(figures.amountPaid)}</Fact>
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
        hint={isUpi ? t.upi.referenceHint : text.referenceHint}
        autoComplete="off"
        inputMode={isUpi ? 'numeric' : undefined}
        error={errors.paymentReference?.message}
        {...register('paymentReference')}
      />
      {isUpi && <UpiReferenceWarning reference={reference ?? ''} />}
      <TextAreaField
        label={t.common.optional(text.notes)}
        rows={2}
        error={errors.notes?.message}
        {...register('notes')}
      />

      <DialogActions failure={isOnline ? failure : t.pwa.offlinePayment}>
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

/** A UPI payment whose reference is not a 12-digit transaction id: recorded, but said so. */
function UpiReferenceWarning({ reference }: { reference: string }) {
  if (isUpiTransactionId(reference)) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {reference.trim() ? t.upi.referenceWarning : t.upi.referenceMissing}
    </p>
  );
}

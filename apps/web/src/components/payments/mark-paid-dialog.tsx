import { DEFAULT_PAYMENT_METHOD, formatInr, PAYMENT_METHODS, type Rent } from '@nivas/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { CircleCheck } from '@/components/ui/icons';
import { rentTenantName } from '@/components/ui/rent-labels';
import { SelectField } from '@/components/ui/select-field';
import { payRentFailure, usePayRent } from '@/data/rents/pay-rent';
import { periodLabel, t } from '@/i18n';

const text = t.payments.markPaid;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Mark Paid, asked first: the balance it records and how it was paid (Cash unless changed).
 * The success toast then offers Undo, which voids the payment.
 */
export function MarkPaidDialog({ rent, onClose }: { rent: Rent | null; onClose: () => void }) {
  const markPaid = usePayRent({ offerUndo: true });
  // A failure shown once is gone when the dialog next opens.
  const close = () => {
    markPaid.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={rent !== null}
      title={text.title}
      description={rent ? `${rentTenantName(rent)} · ${periodLabel(rent)}` : undefined}
      isBusy={markPaid.isPending}
      onClose={close}
    >
      {rent && (
        <MarkPaidForm
          rent={rent}
          isSaving={markPaid.isPending}
          failure={markPaid.error && payRentFailure(markPaid.error)}
          onCancel={close}
          onConfirm={(paymentMethod) =>
            markPaid.mutate(
              {
                rentId: rent._id,
                // SPEC §4: the simple list pays the whole balance, now.
                body: { isPaid: true, paymentDate: new Date().toISOString(), paymentMethod },
              },
              { onSuccess: close },
            )
          }
        />
      )}
    </Dialog>
  );
}

function MarkPaidForm({
  rent,
  isSaving,
  failure,
  onCancel,
  onConfirm,
}: {
  rent: Rent;
  isSaving: boolean;
  failure: string | null;
  onCancel: () => void;
  onConfirm: (method: PaymentMethod) => void;
}) {
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(method);
  };
  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <div className="rounded-lg bg-slate-50 p-4 text-center">
        <p className="text-sm text-slate-600">{text.balance}</p>
        <p className="text-2xl font-semibold text-slate-900">{formatInr(rent.amountDue)}</p>
      </div>
      <SelectField
        label={text.method}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
      >
        {PAYMENT_METHODS.map((value) => (
          <option key={value} value={value}>
            {t.rents.paymentMethods[value]}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-slate-600">{text.explain(formatInr(rent.amountDue))}</p>
      <DialogActions failure={failure}>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving} data-autofocus>
          {t.common.cancel}
        </Button>
        <Button type="submit" isBusy={isSaving}>
          {!isSaving && <CircleCheck aria-hidden="true" className="size-4" />}
          {isSaving ? text.busy : text.confirm}
        </Button>
      </DialogActions>
    </form>
  );
}

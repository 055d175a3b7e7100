import { catalogueResolver } from '@/lib/form-resolver';
import {
  formatInr,
  VOID_REASON_MAX,
  VoidPaymentBodySchema,
  type Payment,
  type VoidPaymentBody,
} from '@nivas/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { TextAreaField } from '@/components/ui/text-field';
import { useVoidPayment, voidPaymentFailure } from '@/data/rents/void-payment';
import { formatDate, t } from '@/i18n';
import { ledgerLabelText } from './ledger-label';

const text = t.payments.void;

/**
 * Void a payment, with the reason the ledger will show beside it. Nothing is deleted: the
 * payment stays, struck through, and stops counting towards its rent.
 */
export function VoidPaymentDialog({
  payment,
  onClose,
}: {
  payment: Payment | null;
  onClose: () => void;
}) {
  const voidPayment = useVoidPayment();
  // A failure shown once is gone when the dialog next opens.
  const close = () => {
    voidPayment.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={payment !== null}
      title={text.title}
      description={text.description}
      isBusy={voidPayment.isPending}
      onClose={close}
    >
      {payment && (
        <VoidForm
          payment={payment}
          isSaving={voidPayment.isPending}
          failure={voidPayment.error && voidPaymentFailure(voidPayment.error)}
          onCancel={close}
          onSubmit={({ reason }) =>
            voidPayment.mutate({ paymentId: payment._id, reason }, { onSuccess: close })
          }
        />
      )}
    </Dialog>
  );
}

function VoidForm({
  payment,
  isSaving,
  failure,
  onCancel,
  onSubmit,
}: {
  payment: Payment;
  isSaving: boolean;
  failure: string | null;
  onCancel: () => void;
  onSubmit: (body: VoidPaymentBody) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: catalogueResolver(VoidPaymentBodySchema),
    defaultValues: { reason: '' },
  });

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
        <Fact label={text.amount}>
          <span className="font-semibold">{formatInr(payment.amount)}</span>
        </Fact>
        <Fact label={text.paidOn}>{formatDate(payment.paidOn)}</Fact>
        <Fact label={text.forWhat} className="col-span-2">
          {ledgerLabelText(payment.label)}
        </Fact>
      </dl>
      <TextAreaField
        label={text.reason}
        rows={2}
        maxLength={VOID_REASON_MAX}
        placeholder={text.reasonPlaceholder}
        error={errors.reason?.message}
        data-autofocus
        {...register('reason')}
      />
      <DialogActions failure={failure}>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t.common.cancel}
        </Button>
        <Button type="submit" variant="danger" isBusy={isSaving}>
          {isSaving ? text.submitting : text.submit}
        </Button>
      </DialogActions>
    </form>
  );
}

import { formatInr, type Payment } from '@nivas/domain';
import { Dialog } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { ReasonForm } from '@/components/ui/reason-form';
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
        <ReasonForm
          facts={
            <>
              <Fact label={text.amount}>
                <span className="font-semibold">{formatInr(payment.amount)}</span>
              </Fact>
              <Fact label={text.paidOn}>{formatDate(payment.paidOn)}</Fact>
              <Fact label={text.forWhat} className="col-span-2">
                {ledgerLabelText(payment.label)}
              </Fact>
            </>
          }
          label={text.reason}
          placeholder={text.reasonPlaceholder}
          submitLabel={text.submit}
          submittingLabel={text.submitting}
          isSaving={voidPayment.isPending}
          failure={voidPayment.error && voidPaymentFailure(voidPayment.error)}
          onCancel={close}
          onSubmit={(reason) =>
            voidPayment.mutate({ paymentId: payment._id, reason }, { onSuccess: close })
          }
        />
      )}
    </Dialog>
  );
}

import { formatInr, type RecurringCharge } from '@nivas/domain';
import { chargeKindLabel } from '@/components/ui/charge-labels';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { t } from '@/i18n';
import { endRecurringChargeFailure, useEndRecurringCharge } from '../api/recurring-charges';

const text = t.charges.recurring.endConfirm;

/** End a monthly charge, asked first: no more from next month; the ones made stay. */
export function EndRecurringChargeDialog({
  charge,
  onClose,
}: {
  charge: RecurringCharge | null;
  onClose: () => void;
}) {
  const end = useEndRecurringCharge();
  // A failure shown once is gone when the dialog next opens.
  const close = () => {
    end.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen={charge !== null}
      title={text.title}
      message={charge ? text.message(chargeKindLabel(charge.kind), formatInr(charge.amount)) : ''}
      confirmLabel={text.confirm}
      busyLabel={text.busy}
      isBusy={end.isPending}
      failure={end.error && endRecurringChargeFailure(end.error)}
      onCancel={close}
      onConfirm={() => charge && end.mutate(charge._id, { onSuccess: close })}
    />
  );
}

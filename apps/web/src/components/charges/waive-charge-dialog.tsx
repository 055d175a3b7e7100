import { formatInr, type Charge } from '@nivas/domain';
import { Button } from '@/components/ui/button';
import { chargeTenantName, chargeTitle } from '@/components/ui/charge-labels';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { ReasonForm } from '@/components/ui/reason-form';
import { useWaiveCharge, waiveChargeFailure } from '@/data/charges/waive-charge';
import { formatDate, t } from '@/i18n';

const text = t.charges.waive;

/**
 * Waive a charge, with the reason the account will show. Nothing is deleted: the charge stays,
 * marked Waived, and nobody owes it. One with payments must have them voided first, which
 * the dialog says instead of offering a button the server would refuse.
 */
export function WaiveChargeDialog({
  charge,
  onClose,
}: {
  charge: Charge | null;
  onClose: () => void;
}) {
  const waive = useWaiveCharge();
  // A failure shown once is gone when the dialog next opens.
  const close = () => {
    waive.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={charge !== null}
      title={text.title}
      description={charge ? `${chargeTenantName(charge)} · ${chargeTitle(charge)}` : undefined}
      isBusy={waive.isPending}
      onClose={close}
    >
      {charge && (
        <WaiveForm
          charge={charge}
          isSaving={waive.isPending}
          failure={waive.error && waiveChargeFailure(waive.error)}
          onCancel={close}
          onSubmit={(reason) =>
            waive.mutate({ chargeId: charge._id, reason }, { onSuccess: close })
          }
        />
      )}
    </Dialog>
  );
}

function WaiveForm({
  charge,
  isSaving,
  failure,
  onCancel,
  onSubmit,
}: {
  charge: Charge;
  isSaving: boolean;
  failure: string | null;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const facts = (
    <>
      <Fact label={text.amount}>
        <span className="font-semibold">{formatInr(charge.amount)}</span>
      </Fact>
      <Fact label={text.dueDate}>{formatDate(charge.dueDate)}</Fact>
      {charge.note && (
        <Fact label={text.note} className="col-span-2">
          <span className="wrap-anywhere">{charge.note}</span>
        </Fact>
      )}
    </>
  );
  if (charge.amountPaid === 0) {
    return (
      <ReasonForm
        facts={facts}
        explain={text.explain}
        label={text.reason}
        placeholder={text.reasonPlaceholder}
        submitLabel={text.submit}
        submittingLabel={text.submitting}
        isSaving={isSaving}
        failure={failure}
        onCancel={onCancel}
        onSubmit={onSubmit}
      />
    );
  }
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">{facts}</dl>
      <p
        role="alert"
        className="rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        {text.hasPayments(formatInr(charge.amountPaid))}
      </p>
      <DialogActions failure={failure}>
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {t.common.close}
        </Button>
      </DialogActions>
    </div>
  );
}

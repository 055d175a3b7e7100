import { formatInr, type Charge, type Payment } from '@nivas/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { WaiveChargeDialog } from '@/components/charges/on-demand';
import { PaymentLedger } from '@/components/payments/payment-ledger';
import { VoidPaymentDialog } from '@/components/payments/on-demand';
import { Button, buttonClasses } from '@/components/ui/button';
import { chargeTenantName, chargeTitle } from '@/components/ui/charge-labels';
import { ChargeStatusBadge } from '@/components/ui/charge-status-badge';
import { Dialog } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { Ban } from '@/components/ui/icons';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate, t } from '@/i18n';
import { useChargePayments } from '../api/get-charge-payments';

const text = t.rentManagement.details;

/**
 * A charge's details: what it is for, the figures, every payment (Void on live ones), and
 * Waive while nothing paid stands. `charge` is the list's current record, so a void or a
 * waiver shows at once.
 */
export function ChargeDetailsDialog({
  charge,
  onClose,
}: {
  charge: Charge | null;
  onClose: () => void;
}) {
  const [paymentToVoid, setPaymentToVoid] = useState<Payment | null>(null);
  const [chargeToWaive, setChargeToWaive] = useState<Charge | null>(null);
  return (
    <>
      <Dialog
        isOpen={charge !== null}
        title={t.rentManagement.chargeDetails.title}
        description={charge ? `${chargeTenantName(charge)} · ${chargeTitle(charge)}` : undefined}
        onClose={onClose}
      >
        {charge && (
          <ChargeDetails
            charge={charge}
            onVoid={setPaymentToVoid}
            onWaive={() => setChargeToWaive(charge)}
          />
        )}
      </Dialog>
      <VoidPaymentDialog payment={paymentToVoid} onClose={() => setPaymentToVoid(null)} />
      <WaiveChargeDialog charge={chargeToWaive} onClose={() => setChargeToWaive(null)} />
    </>
  );
}

function ChargeDetails({
  charge,
  onVoid,
  onWaive,
}: {
  charge: Charge;
  onVoid: (payment: Payment) => void;
  onWaive: () => void;
}) {
  const paymentsHeadingId = useId();
  const payments = useChargePayments(charge._id);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label={text.tenant}>{chargeTenantName(charge)}</Fact>
        <Fact label={text.room}>
          {charge.roomId
            ? t.rents.roomLabel(charge.roomId.roomNumber, charge.roomId.floorNumber)
            : t.rents.unknownRoom}
        </Fact>
        <Fact label={t.rentManagement.card.charge}>{chargeTitle(charge)}</Fact>
        <Fact label={text.dueDate}>{formatDate(charge.dueDate)}</Fact>
        <Fact label={text.status}>
          <ChargeStatusBadge charge={charge} />
        </Fact>
        <Fact label={text.amount}>{formatInr(charge.amount)}</Fact>
        <Fact label={text.amountPaid}>{formatInr(charge.amountPaid)}</Fact>
        <Fact label={text.balance}>
          <span className="font-semibold">{formatInr(charge.amountDue)}</span>
        </Fact>
        {charge.note && (
          <Fact label={text.notes} className="col-span-2">
            <span className="wrap-anywhere">{charge.note}</span>
          </Fact>
        )}
        {charge.waived && (
          <Fact label={t.charges.waivedBadge} className="col-span-2">
            {charge.waived.reason}
          </Fact>
        )}
      </dl>

      <section aria-labelledby={paymentsHeadingId}>
        <h3 id={paymentsHeadingId} className="mb-2 text-sm font-semibold text-slate-900">
          {text.payments}
        </h3>
        <QueryState
          query={payments}
          failedTitle={t.rentManagement.toasts.dataFailed}
          loading={
            <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" />
              {text.paymentsLoading}
            </p>
          }
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-slate-500">{text.noPayments}</p>}
          compact
        >
          {(list) => <PaymentLedger payments={list} onVoid={onVoid} />}
        </QueryState>
      </section>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        {charge.tenantId && (
          <Link
            to={paths.tenantDetails.to(charge.tenantId._id)}
            className={buttonClasses('secondary')}
          >
            {t.rentManagement.chargeDetails.openTenant}
          </Link>
        )}
        {charge.amountDue > 0 && charge.amountPaid === 0 && (
          <Button variant="danger-outline" onClick={onWaive}>
            <Ban aria-hidden="true" className="size-4" />
            {t.charges.waiveAction}
          </Button>
        )}
      </div>
    </div>
  );
}

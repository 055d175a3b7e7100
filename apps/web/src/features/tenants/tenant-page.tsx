import type {
  Charge,
  DepositEntryKind,
  IsoDate,
  Payment,
  RecurringCharge,
  TenantAccount,
} from '@nivas/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { WaiveChargeDialog } from '@/components/charges/on-demand';
import {
  payableCharge,
  payableFigures,
  payableRent,
  type Payable,
} from '@/components/payments/payable';
import { PaymentLedger } from '@/components/payments/payment-ledger';
import { PaymentDialog, VoidPaymentDialog } from '@/components/payments/on-demand';
import { BackLink } from '@/components/ui/back-link';
import { FileText, LogOut, Pencil, Plus, ReceiptIndianRupee, Wallet } from '@/components/ui/icons';
import { UpiPayCard } from '@/components/upi/upi-pay-card';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { allLoaded, QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBusinessToday } from '@/data/settings/business-today';
import { useTenantAccount } from '@/data/tenants/get-tenant-account';
import { t } from '@/i18n';
import { AccountCharges } from './components/account-charges';
import { AccountRents } from './components/account-rents';
import { AccountTotals } from './components/account-totals';
import { DepositSection } from './components/deposit-section';
import { EndRecurringChargeDialog } from './components/end-recurring-charge-dialog';
import { MovedOutNotice } from './components/moved-out-notice';
import { AddChargeDialog, DepositEntryDialog, RecurringChargeDialog } from './components/on-demand';
import { PickRentDialog } from './components/pick-rent-dialog';
import { RecurringCharges } from './components/recurring-charges';
import { TenantLinkCard } from './components/tenant-link-card';
import { TenantNotFound } from './components/tenant-not-found';
import { TenantProfile } from './components/tenant-profile';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = t.tenants.page;

/**
 * /tenants/{id}: who the tenant is and their account on one screen: every rent and charge
 * with what was paid and what is due, every payment (voided ones struck through), the totals,
 * the deposit and the monthly charges; and Record payment, Void, Waive, Edit and Move out.
 */
export function TenantPage() {
  const { id = '' } = useParams();
  const account = useTenantAccount(id);
  useDocumentTitle(account.data?.tenant.name ?? t.tenants.title);
  // Dialogs that record money start from the PG's today.
  const today = useBusinessToday();

  // A 404 is an answer: the tenant is gone. Any other failure is only a failure to load.
  if (httpStatus(account.error) === 404) return <TenantNotFound />;
  return (
    <QueryState
      query={allLoaded(account, today)}
      failedTitle={account.isError ? t.tenants.toasts.detailsFailed : t.settings.loadFailed}
      loading={<LoadingState label={text.loading} />}
    >
      {([current, currentToday]) => <Account account={current} today={currentToday} />}
    </QueryState>
  );
}

/** What is owed, the oldest due date first: that is what a payment usually settles. */
function owedOf(account: TenantAccount): Payable[] {
  return [
    ...account.rents.filter((rent) => rent.amountDue > 0).map(payableRent),
    ...account.charges.filter((charge) => charge.amountDue > 0).map(payableCharge),
  ].sort((a, b) => payableFigures(a).dueDate.localeCompare(payableFigures(b).dueDate));
}

function Account({ account, today }: { account: TenantAccount; today: IsoDate }) {
  const { tenant, rents, charges, recurringCharges, payments, deposit, totals } = account;
  const [isPicking, setIsPicking] = useState(false);
  const [toPay, setToPay] = useState<Payable | null>(null);
  const [paymentToVoid, setPaymentToVoid] = useState<Payment | null>(null);
  const [chargeToWaive, setChargeToWaive] = useState<Charge | null>(null);
  const [depositEntry, setDepositEntry] = useState<DepositEntryKind | null>(null);
  const [isAddingCharge, setIsAddingCharge] = useState(false);
  const [isAddingRecurring, setIsAddingRecurring] = useState(false);
  const [recurringToEnd, setRecurringToEnd] = useState<RecurringCharge | null>(null);
  const owed = owedOf(account);

  const recordPayment = () => {
    if (owed.length === 1) setToPay(owed[0]!);
    else setIsPicking(true);
  };

  return (
    <>
      <PageHeader title={tenant.name}>
        <BackLink to={paths.tenants} label={t.tenants.form.back} />
      </PageHeader>

      {account.moveOut && <MovedOutNotice tenantId={tenant._id} moveOut={account.moveOut} />}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <TenantProfile tenant={tenant}>
          <div
            role="group"
            aria-label={text.actions}
            // Two to a row on a phone; one to a row in the narrow column beside the account.
            className="mt-5 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 lg:grid-cols-1"
          >
            {owed.length > 0 && (
              <Button className="col-span-2 lg:col-span-1" onClick={recordPayment}>
                <Wallet aria-hidden="true" className="size-4" />
                {text.recordPayment}
              </Button>
            )}
            <Link
              to={paths.tenantEditFromPage(tenant._id)}
              className={buttonClasses(
                'secondary',
                tenant.active ? undefined : 'col-span-2 lg:col-span-1',
              )}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {text.edit}
            </Link>
            {tenant.active && (
              <Link
                to={paths.tenantMoveOut.to(tenant._id)}
                className={buttonClasses('danger-outline')}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {text.moveOut}
              </Link>
            )}
            {account.moveOut && (
              <Link
                to={paths.tenantMoveOutStatement.to(tenant._id)}
                className={buttonClasses('secondary', 'col-span-2 lg:col-span-1')}
              >
                <FileText aria-hidden="true" className="size-4" />
                {text.statement}
              </Link>
            )}
            <Link
              to={paths.tenantVerification.to(tenant._id)}
              className={buttonClasses('secondary', 'col-span-2 lg:col-span-1')}
            >
              <FileText aria-hidden="true" className="size-4" />
              {text.verification}
            </Link>
          </div>
        </TenantProfile>

        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card title={text.account}>
            <AccountTotals totals={totals} />
          </Card>

          <UpiPayCard
            owed={totals}
            tenant={{ name: tenant.name, roomNumber: tenant.roomId?.roomNumber }}
          />

          <DepositSection deposit={deposit} canCollect={tenant.active} onAction={setDepositEntry} />

          <Card title={text.rents}>
            {rents.length === 0 ? (
              <p className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600">
                <ReceiptIndianRupee aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                {text.noRents}
              </p>
            ) : (
              <AccountRents rents={rents} onPay={(rent) => setToPay(payableRent(rent))} />
            )}
          </Card>

          <Card title={t.charges.section}>
            {charges.length === 0 ? (
              <p className="text-sm text-slate-500">{t.charges.none}</p>
            ) : (
              <AccountCharges
                charges={charges}
                onPay={(charge) => setToPay(payableCharge(charge))}
                onWaive={setChargeToWaive}
              />
            )}
            {tenant.active && (
              <Button
                variant="secondary"
                className="mt-4 w-full sm:w-auto"
                onClick={() => setIsAddingCharge(true)}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t.charges.add}
              </Button>
            )}
          </Card>

          {(tenant.active || recurringCharges.length > 0) && (
            <RecurringCharges
              charges={recurringCharges}
              canAdd={tenant.active}
              onAdd={() => setIsAddingRecurring(true)}
              onEnd={setRecurringToEnd}
            />
          )}

          <Card title={text.payments}>
            {payments.length === 0 ? (
              <p className="text-sm text-slate-500">{text.noPayments}</p>
            ) : (
              <PaymentLedger payments={payments} showLabel onVoid={setPaymentToVoid} />
            )}
          </Card>

          <TenantLinkCard tenantId={tenant._id} />
        </div>
      </div>

      <PickRentDialog
        owed={owed}
        isOpen={isPicking}
        onClose={() => setIsPicking(false)}
        onPick={(payable) => {
          setIsPicking(false);
          setToPay(payable);
        }}
      />
      <PaymentDialog payable={toPay} onClose={() => setToPay(null)} />
      <VoidPaymentDialog payment={paymentToVoid} onClose={() => setPaymentToVoid(null)} />
      <WaiveChargeDialog charge={chargeToWaive} onClose={() => setChargeToWaive(null)} />
      <DepositEntryDialog
        tenantId={tenant._id}
        kind={depositEntry}
        deposit={deposit}
        today={today}
        onClose={() => setDepositEntry(null)}
      />
      <AddChargeDialog
        tenantId={tenant._id}
        tenantName={tenant.name}
        isOpen={isAddingCharge}
        today={today}
        onClose={() => setIsAddingCharge(false)}
      />
      <RecurringChargeDialog
        tenantId={tenant._id}
        isOpen={isAddingRecurring}
        onClose={() => setIsAddingRecurring(false)}
      />
      <EndRecurringChargeDialog charge={recurringToEnd} onClose={() => setRecurringToEnd(null)} />
    </>
  );
}

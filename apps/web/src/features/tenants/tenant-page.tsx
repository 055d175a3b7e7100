import type { IsoDate, Payment, Rent, TenantAccount } from '@nivas/domain';
import { FileText, LogOut, Pencil, ReceiptIndianRupee, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { httpStatus } from '@/api/errors';
import { PaymentDialog } from '@/components/payments/payment-dialog';
import { PaymentLedger } from '@/components/payments/payment-ledger';
import { VoidPaymentDialog } from '@/components/payments/void-payment-dialog';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { allLoaded, QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBusinessToday } from '@/data/settings/business-today';
import { useTenantAccount } from '@/data/tenants/get-tenant-account';
import { t } from '@/i18n';
import { useUpdateTenant } from './api/update-tenant';
import { AccountRents } from './components/account-rents';
import { AccountTotals } from './components/account-totals';
import { MoveOutDialog } from './components/move-out-dialog';
import { PickRentDialog } from './components/pick-rent-dialog';
import { TenantNotFound } from './components/tenant-not-found';
import { TenantProfile } from './components/tenant-profile';
import { moveOutBody } from './move-out-body';

const text = t.tenants.page;

/**
 * /tenants/{id}: who the tenant is and their account on one screen, every rent with what was
 * paid and what is due, every payment (voided ones struck through), the totals, and Record
 * payment, Void, Edit and Move out.
 */
export function TenantPage() {
  const { id = '' } = useParams();
  const account = useTenantAccount(id);
  // Move out starts from the PG's today.
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

function Account({ account, today }: { account: TenantAccount; today: IsoDate }) {
  const { tenant, rents, payments, totals } = account;
  const [isPicking, setIsPicking] = useState(false);
  const [rentToPay, setRentToPay] = useState<Rent | null>(null);
  const [paymentToVoid, setPaymentToVoid] = useState<Payment | null>(null);
  const [isMovingOut, setIsMovingOut] = useState(false);
  const updateTenant = useUpdateTenant();
  // The oldest debt first: that is what a payment usually settles.
  const owed = rents.filter((rent) => rent.amountDue > 0).reverse();

  const recordPayment = () => {
    if (owed.length === 1) setRentToPay(owed[0]!);
    else setIsPicking(true);
  };

  return (
    <>
      <PageHeader title={tenant.name}>
        <BackLink to={paths.tenants} label={t.tenants.form.back} />
      </PageHeader>

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
              <Button variant="danger-outline" onClick={() => setIsMovingOut(true)}>
                <LogOut aria-hidden="true" className="size-4" />
                {text.moveOut}
              </Button>
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

          <Card title={text.rents}>
            {rents.length === 0 ? (
              <p className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600">
                <ReceiptIndianRupee aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                {text.noRents}
              </p>
            ) : (
              <AccountRents rents={rents} onPay={setRentToPay} />
            )}
          </Card>

          <Card title={text.payments}>
            {payments.length === 0 ? (
              <p className="text-sm text-slate-500">{text.noPayments}</p>
            ) : (
              <PaymentLedger payments={payments} showLabel onVoid={setPaymentToVoid} />
            )}
          </Card>
        </div>
      </div>

      <PickRentDialog
        rents={owed}
        isOpen={isPicking}
        onClose={() => setIsPicking(false)}
        onPick={(rent) => {
          setIsPicking(false);
          setRentToPay(rent);
        }}
      />
      <PaymentDialog rent={rentToPay} onClose={() => setRentToPay(null)} />
      <VoidPaymentDialog payment={paymentToVoid} onClose={() => setPaymentToVoid(null)} />
      <MoveOutDialog
        tenant={isMovingOut ? tenant : null}
        today={today}
        isBusy={updateTenant.isPending}
        onCancel={() => setIsMovingOut(false)}
        onConfirm={(leavingDate) =>
          updateTenant.mutate(
            { id: tenant._id, body: moveOutBody(tenant, leavingDate) },
            { onSuccess: () => setIsMovingOut(false) },
          )
        }
      />
    </>
  );
}

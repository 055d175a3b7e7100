import { formatInr, type Payment, type Rent } from '@nivas/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PaymentLedger } from '@/components/payments/payment-ledger';
import { VoidPaymentDialog } from '@/components/payments/on-demand';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { Pencil } from '@/components/ui/icons';
import { PhoneLink } from '@/components/ui/phone-link';
import { QueryState } from '@/components/ui/query-state';
import { rentRoomLabel, rentTenantName, rentTenantPhone } from '@/components/ui/rent-labels';
import { RentStatusBadge } from '@/components/ui/rent-status-badge';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { rentQueryOptions } from '@/data/rents/get-rent';
import { useRentPayments } from '@/data/rents/get-rent-payments';
import { formatDate, periodLabel, t } from '@/i18n';

const text = t.rentManagement.details;

/**
 * The Details view: the record and every payment made against it, voided ones marked, each
 * live one with Void. The figures follow a void at once.
 */
export function RentDetailsDialog({ rent, onClose }: { rent: Rent | null; onClose: () => void }) {
  const [paymentToVoid, setPaymentToVoid] = useState<Payment | null>(null);
  return (
    <>
      <Dialog
        isOpen={rent !== null}
        title={text.title}
        description={rent ? `${rentTenantName(rent)} · ${periodLabel(rent)}` : undefined}
        onClose={onClose}
      >
        {rent && <RentDetails shown={rent} onVoid={setPaymentToVoid} />}
      </Dialog>
      {/* A modal over the modal: closing it brings focus back to the Void that opened it. */}
      <VoidPaymentDialog payment={paymentToVoid} onClose={() => setPaymentToVoid(null)} />
    </>
  );
}

function RentDetails({ shown, onVoid }: { shown: Rent; onVoid: (payment: Payment) => void }) {
  const paymentsHeadingId = useId();
  // The card's record at once, then the stored one: a void changes what is paid and due.
  const rent = useQuery({ ...rentQueryOptions(shown._id), initialData: shown }).data;
  const phone = rentTenantPhone(rent);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label={text.tenant}>{rentTenantName(rent)}</Fact>
        {phone && (
          <Fact label={text.phone}>
            <PhoneLink phone={phone} />
          </Fact>
        )}
        <Fact label={text.room}>{rentRoomLabel(rent)}</Fact>
        <Fact label={text.period}>{periodLabel(rent)}</Fact>
        <Fact label={text.dueDate}>{formatDate(rent.dueDate)}</Fact>
        <Fact label={text.status}>
          <span className="flex flex-wrap items-center gap-2">
            <RentStatusBadge status={rent.status} />
            {rent.status === 'Overdue' && (
              <span className="text-xs text-red-700">{t.rents.daysOverdue(rent.daysOverdue)}</span>
            )}
          </span>
        </Fact>
        <Fact label={text.amount}>{formatInr(rent.amount)}</Fact>
        <Fact label={text.amountPaid}>{formatInr(rent.amountPaid)}</Fact>
        <Fact label={text.balance}>
          <span className="font-semibold">{formatInr(rent.amountDue)}</span>
        </Fact>
        {rent.notes && (
          <Fact label={text.notes} className="col-span-2">
            <span className="whitespace-pre-line">{rent.notes}</span>
          </Fact>
        )}
      </dl>

      <section aria-labelledby={paymentsHeadingId}>
        <h3 id={paymentsHeadingId} className="mb-2 text-sm font-semibold text-slate-900">
          {text.payments}
        </h3>
        <RentPayments rentId={rent._id} onVoid={onVoid} />
      </section>

      {rent.tenantId && (
        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Link to={paths.rentEdit.to(rent._id)} className={buttonClasses('secondary')}>
            <Pencil aria-hidden="true" className="size-4" />
            {text.edit}
          </Link>
        </div>
      )}
    </div>
  );
}

function RentPayments({ rentId, onVoid }: { rentId: string; onVoid: (payment: Payment) => void }) {
  const payments = useRentPayments(rentId);
  return (
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
  );
}

import { formatDate, formatInr, periodLabel, type Rent } from '@nivas/domain';
import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Fact } from '@/components/ui/fact';
import { QueryState } from '@/components/ui/query-state';
import {
  rentBalance,
  rentRoomLabel,
  rentTenantName,
  rentTenantPhone,
} from '@/components/ui/rent-labels';
import { RentStatusBadge } from '@/components/ui/rent-status-badge';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRentPayments, type Payment } from '@/data/rents/get-rent-payments';
import { t } from '@/i18n';

const text = t.rentManagement.details;

/** The Details view: the record as stored and every payment made against it. */
export function RentDetailsDialog({ rent, onClose }: { rent: Rent | null; onClose: () => void }) {
  return (
    <Dialog
      isOpen={rent !== null}
      title={text.title}
      description={rent ? `${rentTenantName(rent)} · ${periodLabel(rent)}` : undefined}
      onClose={onClose}
    >
      {rent && <RentDetails rent={rent} />}
    </Dialog>
  );
}

function RentDetails({ rent }: { rent: Rent }) {
  const paymentsHeadingId = useId();
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label={text.tenant}>{rentTenantName(rent)}</Fact>
        {rentTenantPhone(rent) && <Fact label={text.phone}>{rentTenantPhone(rent)}</Fact>}
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
          <span className="font-semibold">{formatInr(rentBalance(rent))}</span>
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
        <PaymentLedger rentId={rent._id} />
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

function PaymentLedger({ rentId }: { rentId: string }) {
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
      {(list) => <Ledger payments={list} />}
    </QueryState>
  );
}

function Ledger({ payments }: { payments: Payment[] }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
      {payments.map((payment) => (
        <li
          key={payment._id}
          className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm"
        >
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{formatDate(payment.paidOn)}</p>
            <p className="truncate text-slate-500">
              {[t.rents.paymentMethods[payment.method], payment.reference, payment.notes]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <span className="shrink-0 font-semibold text-emerald-700">
            {formatInr(payment.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

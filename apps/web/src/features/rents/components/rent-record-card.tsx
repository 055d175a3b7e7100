import { formatInr, type Rent } from '@nivas/domain';
import { useId } from 'react';
import { rentRoomLabel, rentTenantName, rentTenantPhone } from '@/components/ui/rent-labels';
import { cn } from '@/components/ui/cn';
import { Fact } from '@/components/ui/fact';
import { PhoneLink } from '@/components/ui/phone-link';
import { formatDate, periodLabel, t } from '@/i18n';
import { PaidStateBadge } from './paid-state-badge';
import { PaymentDetails } from './payment-details';
import { RentActions, type RentActionHandlers } from './rent-actions';

const columns = t.rents.columns;

/** One row of the rent table as a card, for phones: the same fields, stacked. */
export function RentRecordCard({ rent, ...handlers }: RentActionHandlers & { rent: Rent }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-semibold text-slate-900">
            {rentTenantName(rent)}
          </h2>
          {rentTenantPhone(rent) && <PhoneLink phone={rentTenantPhone(rent)} className="text-sm" />}
        </div>
        <PaidStateBadge rent={rent} />
      </div>
      <RentRecordFacts rent={rent} className="mt-3" />
      <div className="mt-4 border-t border-slate-100 pt-3">
        <RentActions rent={rent} {...handlers} layout="card" />
      </div>
    </article>
  );
}

/** The record's room, period, amount, due date and payment details. */
export function RentRecordFacts({ rent, className }: { rent: Rent; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-2 text-sm', className)}>
      <Fact label={columns.room}>{rentRoomLabel(rent)}</Fact>
      <Fact label={columns.period}>{periodLabel(rent)}</Fact>
      <Fact label={columns.amount}>
        <span className="font-semibold">{formatInr(rent.amount)}</span>
      </Fact>
      <Fact label={columns.dueDate}>{formatDate(rent.dueDate)}</Fact>
      <Fact label={columns.paymentDetails} className="col-span-2">
        <PaymentDetails rent={rent} />
      </Fact>
    </dl>
  );
}

import { formatInr, type Rent } from '@nivas/domain';
import { useId } from 'react';
import { Fact } from '@/components/ui/fact';
import { BedDouble } from '@/components/ui/icons';
import { PhoneLink } from '@/components/ui/phone-link';
import { rentRoomLabel, rentTenantName, rentTenantPhone } from '@/components/ui/rent-labels';
import { RentStatusBadge } from '@/components/ui/rent-status-badge';
import { formatDate, periodLabel, t } from '@/i18n';
import { DueCardFooter } from './due-card-footer';

const text = t.rentManagement.card;

/**
 * A rent on the management lists (SPEC §2): who, where, when and how much; what is paid and
 * still due once a part is paid; the status; how late; and Pay and Details.
 */
export function RentCard({
  rent,
  onPay,
  onDetails,
}: {
  rent: Rent;
  onPay: (rent: Rent) => void;
  onDetails: (rent: Rent) => void;
}) {
  const headingId = useId();
  const who = rentTenantName(rent);
  const period = periodLabel(rent);
  const phone = rentTenantPhone(rent);
  // Late or not, a rent with something paid shows what was paid and what is still due.
  const isPartlyPaid = rent.amountDue > 0 && rent.amountPaid > 0;

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-semibold text-slate-900">
            {who}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <BedDouble aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">{text.room}: </span>
            {rentRoomLabel(rent)}
          </p>
          {phone && <PhoneLink phone={phone} withIcon className="text-sm" />}
        </div>
        {/* Labelled for screen readers, which would otherwise read a lone "Paid" among the facts. */}
        <p className="shrink-0">
          <span className="sr-only">{text.status}: </span>
          <RentStatusBadge status={rent.status} />
        </p>
      </div>

      {/* Six columns: two facts to a row for dates, three for the money once part is paid. */}
      <dl className="mt-4 grid grid-cols-6 gap-x-3 gap-y-3 text-sm">
        <Fact label={text.period} className="col-span-3">
          {period}
        </Fact>
        <Fact label={text.dueDate} className="col-span-3">
          {formatDate(rent.dueDate)}
        </Fact>
        <Fact label={text.amount} className={isPartlyPaid ? 'col-span-2' : 'col-span-6'}>
          <span className="font-semibold">{formatInr(rent.amount)}</span>
        </Fact>
        {isPartlyPaid && (
          <>
            <Fact label={text.paid} className="col-span-2">
              <span className="text-emerald-700">{formatInr(rent.amountPaid)}</span>
            </Fact>
            <Fact label={text.due} className="col-span-2">
              <span className="font-semibold text-red-700">{formatInr(rent.amountDue)}</span>
            </Fact>
          </>
        )}
      </dl>

      <DueCardFooter
        due={rent}
        who={who}
        what={period}
        onPay={() => onPay(rent)}
        onDetails={() => onDetails(rent)}
      />
    </article>
  );
}

import { formatInr, type Charge } from '@nivas/domain';
import { useId } from 'react';
import { chargeTenantName, chargeTitle } from '@/components/ui/charge-labels';
import { ChargeStatusBadge } from '@/components/ui/charge-status-badge';
import { Fact } from '@/components/ui/fact';
import { BedDouble } from '@/components/ui/icons';
import { formatDate, t } from '@/i18n';
import { DueCardFooter } from './due-card-footer';

const text = t.rentManagement.card;

/** 'Room 101 · Floor 1', or 'Unknown Room'. */
const roomLabel = (charge: Charge) =>
  charge.roomId
    ? t.rents.roomLabel(charge.roomId.roomNumber, charge.roomId.floorNumber)
    : t.rents.unknownRoom;

/**
 * A charge on rent management, beside the rents: who owes it, what it is for and its note,
 * the amount, what is paid and due, the status, and Pay and Details.
 */
export function ChargeCard({
  charge,
  onPay,
  onDetails,
}: {
  charge: Charge;
  onPay: (charge: Charge) => void;
  onDetails: (charge: Charge) => void;
}) {
  const headingId = useId();
  const who = chargeTenantName(charge);
  const title = chargeTitle(charge);
  const isPartlyPaid = charge.amountDue > 0 && charge.amountPaid > 0;

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
            {roomLabel(charge)}
          </p>
        </div>
        <p className="shrink-0">
          <span className="sr-only">{text.status}: </span>
          <ChargeStatusBadge charge={charge} />
        </p>
      </div>

      <dl className="mt-4 grid grid-cols-6 gap-x-3 gap-y-3 text-sm">
        <Fact label={text.charge} className="col-span-3">
          {title}
        </Fact>
        <Fact label={text.dueDate} className="col-span-3">
          {formatDate(charge.dueDate)}
        </Fact>
        <Fact label={text.amount} className={isPartlyPaid ? 'col-span-2' : 'col-span-6'}>
          <span className="font-semibold">{formatInr(charge.amount)}</span>
        </Fact>
        {isPartlyPaid && (
          <>
            <Fact label={text.paid} className="col-span-2">
              <span className="text-emerald-700">{formatInr(charge.amountPaid)}</span>
            </Fact>
            <Fact label={text.due} className="col-span-2">
              <span className="font-semibold text-red-700">{formatInr(charge.amountDue)}</span>
            </Fact>
          </>
        )}
        {charge.note && (
          <Fact label={text.note} className="col-span-6">
            <span className="wrap-anywhere">{charge.note}</span>
          </Fact>
        )}
      </dl>

      <DueCardFooter
        due={charge}
        who={who}
        what={title}
        onPay={() => onPay(charge)}
        onDetails={() => onDetails(charge)}
      />
    </article>
  );
}

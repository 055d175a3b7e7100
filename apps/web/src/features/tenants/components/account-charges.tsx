import { DEFAULT_TIME_ZONE, formatInr, toBusinessDate, type Charge } from '@nivas/domain';
import { Button } from '@/components/ui/button';
import { chargeTitle } from '@/components/ui/charge-labels';
import { ChargeStatusBadge } from '@/components/ui/charge-status-badge';
import { cn } from '@/components/ui/cn';
import { Ban, Wallet } from '@/components/ui/icons';
import { useSettings } from '@/data/settings/get-settings';
import { formatDate, t } from '@/i18n';

const text = t.charges;

/**
 * Every charge of the tenant, the latest due date first: what it is for and its note (an
 * electricity share's units, rate, days and share), the amount, what was paid and is still
 * due, the status, and Pay and Waive while something is owed. A waived one says when and why.
 */
export function AccountCharges({
  charges,
  onPay,
  onWaive,
}: {
  charges: Charge[];
  onPay: (charge: Charge) => void;
  onWaive: (charge: Charge) => void;
}) {
  const timeZone = useSettings().data?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
      {charges.map((charge) => {
        const title = chargeTitle(charge);
        const isClosed = charge.waived !== null;
        return (
          <li
            key={charge._id}
            aria-label={title}
            className={cn('space-y-3 px-3 py-3 text-sm', isClosed && 'bg-slate-50/70')}
          >
            <div>
              <div className="flex items-start justify-between gap-3">
                <p className={cn('font-semibold', isClosed ? 'text-slate-500' : 'text-slate-900')}>
                  {title}
                </p>
                <ChargeStatusBadge charge={charge} />
              </div>
              <p className="text-slate-500">
                {text.dueOn(formatDate(charge.dueDate))}
                {charge.status === 'Overdue' && !isClosed && (
                  <span className="font-medium text-red-700">
                    {' · '}
                    {t.rents.daysOverdue(charge.daysOverdue)}
                  </span>
                )}
              </p>
              {charge.note && <p className="mt-0.5 wrap-anywhere text-slate-600">{charge.note}</p>}
              {charge.waived && (
                <p className="mt-0.5 flex items-start gap-1.5 text-slate-600">
                  <Ban aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                  <span className="wrap-anywhere">
                    {text.waivedOn(
                      formatDate(toBusinessDate(charge.waived.at, timeZone) ?? charge.waived.at),
                      charge.waived.reason,
                    )}
                  </span>
                </p>
              )}
            </div>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <dl className="grid grid-cols-3 gap-2 sm:w-72">
                <div>
                  <dt className="text-xs text-slate-500">{text.amount}</dt>
                  <dd className={cn('font-medium tabular-nums', isClosed && 'line-through')}>
                    {formatInr(charge.amount)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{text.paid}</dt>
                  <dd
                    className={cn(
                      'font-medium tabular-nums',
                      charge.amountPaid > 0 ? 'text-emerald-700' : 'text-slate-500',
                    )}
                  >
                    {formatInr(charge.amountPaid)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{text.due}</dt>
                  <dd
                    className={cn(
                      'font-semibold tabular-nums',
                      charge.amountDue > 0 ? 'text-red-700' : 'text-slate-900',
                    )}
                  >
                    {formatInr(charge.amountDue)}
                  </dd>
                </div>
              </dl>
              {charge.amountDue > 0 && (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    className="min-h-11 flex-1 sm:min-h-9 sm:flex-none sm:px-3"
                    aria-label={text.payFor(title)}
                    onClick={() => onPay(charge)}
                  >
                    <Wallet aria-hidden="true" className="size-4" />
                    {text.pay}
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-11 flex-1 sm:min-h-9 sm:flex-none sm:px-3"
                    aria-label={text.waiveFor(title)}
                    onClick={() => onWaive(charge)}
                  >
                    {text.waiveAction}
                  </Button>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import { formatInr, type Rent } from '@nivas/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Wallet } from '@/components/ui/icons';
import { RentStatusBadge } from '@/components/ui/rent-status-badge';
import { formatDate, periodLabel, t } from '@/i18n';

const text = t.tenants.page;

/**
 * Every rent of the tenant, the latest due date first: the period, when it is due, the amount,
 * what was paid and what is still due, the status (cancelled ones too, marked), and Pay while
 * something is owed.
 */
export function AccountRents({ rents, onPay }: { rents: Rent[]; onPay: (rent: Rent) => void }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
      {rents.map((rent) => {
        const period = periodLabel(rent);
        const isCancelled = rent.status === 'Cancelled';
        return (
          <li
            key={rent._id}
            aria-label={period}
            className={cn(
              'flex flex-col gap-3 px-3 py-3 text-sm sm:flex-row sm:items-center sm:gap-4',
              isCancelled && 'bg-slate-50/70',
            )}
          >
            <div className="min-w-0 sm:w-40">
              <div className="flex items-center justify-between gap-2 sm:block">
                <p
                  className={cn('font-semibold', isCancelled ? 'text-slate-500' : 'text-slate-900')}
                >
                  {period}
                </p>
                <span className="sm:hidden">
                  <RentStatusBadge status={rent.status} />
                </span>
              </div>
              <p className="text-slate-500">
                {text.dueOn(formatDate(rent.dueDate))}
                {rent.status === 'Overdue' && (
                  <span className="block font-medium text-red-700">
                    {t.rents.daysOverdue(rent.daysOverdue)}
                  </span>
                )}
              </p>
            </div>
            <dl className="grid flex-1 grid-cols-3 gap-2">
              <div>
                <dt className="text-xs text-slate-500">{text.rentAmount}</dt>
                <dd className={cn('font-medium tabular-nums', isCancelled && 'line-through')}>
                  {formatInr(rent.amount)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{text.rentPaid}</dt>
                <dd
                  className={cn(
                    'font-medium tabular-nums',
                    rent.amountPaid > 0 ? 'text-emerald-700' : 'text-slate-500',
                  )}
                >
                  {formatInr(rent.amountPaid)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{text.rentDue}</dt>
                <dd
                  className={cn(
                    'font-semibold tabular-nums',
                    rent.amountDue > 0 ? 'text-red-700' : 'text-slate-900',
                  )}
                >
                  {formatInr(rent.amountDue)}
                </dd>
              </div>
            </dl>
            <div className="flex items-center gap-3 sm:w-44 sm:justify-end">
              <span className="hidden sm:inline">
                <RentStatusBadge status={rent.status} />
              </span>
              {rent.amountDue > 0 && (
                <Button
                  variant="secondary"
                  className="min-h-11 w-full sm:min-h-9 sm:w-auto sm:px-3"
                  aria-label={text.payRentFor(period)}
                  onClick={() => onPay(rent)}
                >
                  <Wallet aria-hidden="true" className="size-4" />
                  {text.payRent}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

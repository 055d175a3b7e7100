import { formatInr, type AccountTotals as Totals } from '@nivas/domain';
import { cn } from '@/components/ui/cn';
import { t } from '@/i18n';

const text = t.tenants.page.totals;

/**
 * The account in figures: what is owed now (and how much of it is late), what falls due next,
 * what has been paid, and any credit.
 */
export function AccountTotals({ totals }: { totals: Totals }) {
  const tiles = [
    { label: text.due, value: totals.due, tone: totals.due > 0 ? 'text-red-700' : undefined },
    {
      label: text.overdue,
      value: totals.overdue,
      tone: totals.overdue > 0 ? 'text-red-700' : undefined,
    },
    { label: text.upcoming, value: totals.upcoming },
    { label: text.paid, value: totals.paid, tone: 'text-emerald-700' },
    ...(totals.credit > 0
      ? [{ label: text.credit, value: totals.credit, tone: 'text-emerald-700' }]
      : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {tiles.map(({ label, value, tone }, index) => (
        <div
          key={label}
          className={cn(
            'min-w-0 rounded-lg px-3 py-2.5 ring-1 ring-inset',
            // The first tile, what is owed now, leads.
            index === 0 ? 'bg-white ring-slate-300' : 'bg-slate-50 ring-slate-200',
          )}
        >
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className={cn('text-lg font-semibold tabular-nums', tone ?? 'text-slate-900')}>
            {formatInr(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

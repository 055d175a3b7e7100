import { formatInr, type DashboardStats } from '@nivas/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRight } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { t } from '@/i18n';

const text = t.dashboard.owedToday;

/**
 * A phone's first figure: the money due today or before and still unpaid, how many rents are
 * overdue and all that is to collect, and the way to collect it.
 */
export function OwedToday({ stats }: { stats: DashboardStats }) {
  return (
    <section
      aria-labelledby="owed-today-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="owed-today-heading" className="text-sm font-medium text-slate-500">
        {text.title}
      </h2>
      <p className="mt-1 text-3xl font-semibold tracking-tight text-slate-900">
        {formatInr(stats.owedTodayAmount)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {text.detail(stats.overdueCount, formatInr(stats.pendingAmount))}
      </p>
      <Link
        to={`${paths.rentManagement}?tab=overdue`}
        className={buttonClasses('primary', 'mt-3 w-full')}
      >
        {text.collect}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

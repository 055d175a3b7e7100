import { t } from '@/i18n';

const block = 'animate-pulse rounded-xl bg-white ring-1 ring-slate-200';

/** The shape of the dashboard while its figures load, so nothing jumps when they arrive. */
export function DashboardSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">{t.dashboard.loading}</span>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${block} h-40 p-5`}>
            <div className="h-3 w-24 rounded bg-slate-200" />
            <div className="mt-3 h-7 w-12 rounded bg-slate-200" />
            <div className="mt-8 h-2 w-full rounded bg-slate-100" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className={`${block} h-28`} />
      <div aria-hidden="true" className={`${block} h-64`} />
    </div>
  );
}

import type { Admin } from '@nivas/domain';
import { cn } from '@/components/ui/cn';
import { Building2, RefreshCw } from '@/components/ui/icons';
import { t } from '@/i18n';

export function WelcomeBanner({
  admin,
  onRefresh,
  isRefreshing,
}: {
  admin: Admin;
  onRefresh: () => void;
  isRefreshing: boolean;
}) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 to-indigo-800 px-4 py-4 text-white shadow-sm sm:px-8 sm:py-7"
    >
      <Building2
        aria-hidden="true"
        className="absolute -right-4 -bottom-6 hidden size-44 text-white/10 sm:block"
      />
      <div className="relative flex flex-col gap-3 sm:flex-row sm:gap-5 sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id="welcome-heading" className="text-lg font-semibold sm:text-2xl">
            {t.dashboard.welcome(admin.name)}
          </h2>
          <p className="mt-1 text-sm text-indigo-100 sm:mt-2">
            <span className="sr-only">{t.dashboard.pgLabel}: </span>
            <span className="text-base font-medium text-white">{admin.pgName}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={onRefresh}
          disabled={isRefreshing}
          aria-busy={isRefreshing || undefined}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 self-start rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30 transition-colors ring-inset hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed sm:mr-16 sm:self-center"
        >
          <RefreshCw aria-hidden="true" className={cn('size-4', isRefreshing && 'animate-spin')} />
          {isRefreshing ? t.dashboard.refreshing : t.dashboard.refresh}
        </button>
      </div>
    </section>
  );
}

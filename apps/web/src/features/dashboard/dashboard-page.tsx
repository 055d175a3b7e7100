import { BedDouble, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { useAdmin } from '@/lib/session/session-context';
import { useDashboardStats } from './api/get-dashboard-stats';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { QuickActions } from './components/quick-actions';
import { RentStatus } from './components/rent-status';
import { StatCards } from './components/stat-cards';
import { WelcomeBanner } from './components/welcome-banner';

/** /dashboard: the PG at a glance (SPEC §2), refreshed every 300 s and on request. */
export function DashboardPage() {
  const admin = useAdmin();
  const stats = useDashboardStats();

  return (
    <>
      <PageHeader title={t.dashboard.title} />
      <div className="space-y-6">
        <WelcomeBanner
          admin={admin}
          onRefresh={() => void stats.refetch()}
          isRefreshing={stats.isRefetching}
        />

        <QueryState
          query={stats}
          failedTitle={t.dashboard.loadFailed}
          loading={<DashboardSkeleton />}
        >
          {(data) => (
            <>
              <section aria-labelledby="dashboard-stats-heading">
                <h2 id="dashboard-stats-heading" className="sr-only">
                  {t.dashboard.statsTitle}
                </h2>
                <StatCards stats={data} />
              </section>
              <QuickActions />
              {data.totalRooms === 0 && data.totalTenants === 0 ? (
                <EmptyState icon={BedDouble} message={t.dashboard.empty.message}>
                  <Link to={paths.roomAdd} className={buttonClasses('primary')}>
                    <Plus aria-hidden="true" className="size-4" />
                    {t.dashboard.empty.addFirstRoom}
                  </Link>
                </EmptyState>
              ) : (
                <RentStatus stats={data} />
              )}
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

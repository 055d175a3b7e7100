import type { DashboardStats } from '@nivas/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { BedDouble, Plus } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState, staleSince } from '@/components/ui/query-state';
import { RefreshStatus } from '@/components/ui/refresh-status';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsPhone } from '@/lib/use-media-query';
import { useAdmin } from '@/lib/session/session-context';
import { useDashboardStats } from './api/get-dashboard-stats';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { OwedToday } from './components/owed-today';
import { QuickActions } from './components/quick-actions';
import { OverdueRents, RentStatus, UpcomingRents } from './components/rent-status';
import { StatCards } from './components/stat-cards';
import { WelcomeBanner } from './components/welcome-banner';

/** /dashboard: the PG at a glance (SPEC §2), refreshed every 300 s and on request. */
export function DashboardPage() {
  useDocumentTitle(t.dashboard.title);
  const admin = useAdmin();
  const stats = useDashboardStats();
  const isPhone = useIsPhone();
  const refresh = () => stats.refetch();

  return (
    <>
      <PageHeader
        title={t.dashboard.title}
        status={
          <RefreshStatus
            updatedAt={stats.dataUpdatedAt}
            unconfirmedSince={staleSince(stats)}
            isRefreshing={stats.isRefetching}
            onRefresh={refresh}
          />
        }
      />
      <div className="space-y-4 sm:space-y-6">
        <WelcomeBanner
          admin={admin}
          onRefresh={() => void refresh()}
          isRefreshing={stats.isRefetching}
        />

        <QueryState
          query={stats}
          failedTitle={t.dashboard.loadFailed}
          loading={<DashboardSkeleton />}
        >
          {(data) =>
            data.totalRooms === 0 && data.totalTenants === 0 ? (
              <>
                <Counts stats={data} />
                <QuickActions />
                <EmptyState icon={BedDouble} message={t.dashboard.empty.message}>
                  <Link to={paths.roomAdd} className={buttonClasses('primary')}>
                    <Plus aria-hidden="true" className="size-4" />
                    {t.dashboard.empty.addFirstRoom}
                  </Link>
                </EmptyState>
              </>
            ) : isPhone ? (
              // A phone opens on the money: what is owed today and who is late, then the counts.
              <>
                <OwedToday stats={data} />
                <Card className="p-4">
                  <OverdueRents stats={data} />
                </Card>
                <Counts stats={data} />
                <Card className="p-4">
                  <UpcomingRents stats={data} />
                </Card>
                <QuickActions />
              </>
            ) : (
              <>
                <Counts stats={data} />
                <QuickActions />
                <RentStatus stats={data} />
              </>
            )
          }
        </QueryState>
      </div>
    </>
  );
}

function Counts({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-labelledby="dashboard-stats-heading">
      <h2 id="dashboard-stats-heading" className="sr-only">
        {t.dashboard.statsTitle}
      </h2>
      <StatCards stats={stats} />
    </section>
  );
}

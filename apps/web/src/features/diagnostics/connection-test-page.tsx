import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { API_PREFIX } from '@/api/client';
import { Button } from '@/components/ui/button';
import { ArrowLeft, RefreshCw } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { useSession } from '@/lib/session/session-context';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useBackendRoot } from './api/get-backend-root';
import { useDebug } from './api/get-debug';
import { useHealth } from './api/get-health';
import type { Timed } from './api/timed';
import { BackendStatusCard } from './components/backend-status-card';
import { ConnectionInfoCard } from './components/connection-info-card';
import { EndpointStatusCard } from './components/endpoint-status-card';
import { ErrorsCard, type FailedCheck } from './components/errors-card';
import { describeFailure, failureTime } from './describe-failure';
import { latestAnswer } from './components/status-badge';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC §2: backend status, API endpoint status, errors with hints, connection information. */
export function ConnectionTestPage() {
  useDocumentTitle(t.diagnostics.title);
  const queryClient = useQueryClient();
  const session = useSession();
  const isOnline = useOnlineStatus();
  const root = useBackendRoot();
  const health = useHealth();
  const debug = useDebug();
  const checks: Array<{
    name: string;
    query: {
      isFetching: boolean;
      isError: boolean;
      error: unknown;
      data: Timed<unknown> | undefined;
    };
  }> = [
    { name: t.diagnostics.backend.title, query: root },
    { name: t.diagnostics.endpoints.health, query: health },
    { name: t.diagnostics.endpoints.debug, query: debug },
  ];
  const isRunning = checks.some(({ query }) => query.isFetching);

  const failures: FailedCheck[] = checks.flatMap(({ name, query }) =>
    query.isError && !query.isFetching ? [{ name, message: describeFailure(query.error) }] : [],
  );
  const responseTimes = checks.map(({ name, query }) => ({
    name,
    ms: query.isError ? failureTime(query.error) : latestAnswer(query)?.responseMs,
  }));
  const back =
    session.status === 'authenticated'
      ? { to: paths.dashboard, label: t.diagnostics.backToDashboard }
      : { to: paths.login, label: t.diagnostics.backToLogin };

  return (
    <>
      <Link
        to={back.to}
        className="mb-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-indigo-600 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <PageHeader title={t.diagnostics.title} description={t.diagnostics.subtitle}>
        <Button
          isBusy={isRunning}
          onClick={() => void queryClient.refetchQueries({ queryKey: ['diagnostics'] })}
        >
          {!isRunning && <RefreshCw aria-hidden="true" className="size-4" />}
          {isRunning ? t.diagnostics.running : t.diagnostics.runAgain}
        </Button>
      </PageHeader>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <BackendStatusCard root={root} />
          <EndpointStatusCard health={health} debug={debug} />
        </div>
        <div className="space-y-6">
          <ErrorsCard failures={failures} isOffline={!isOnline} />
          <ConnectionInfoCard
            apiBaseUrl={new URL(API_PREFIX, window.location.origin).href}
            origin={window.location.origin}
            isOnline={isOnline}
            responseTimes={responseTimes}
          />
        </div>
      </div>
    </>
  );
}

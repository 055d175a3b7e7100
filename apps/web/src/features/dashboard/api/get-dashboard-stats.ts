import type { DashboardStats } from '@nivas/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/api/paths';
import { readJson } from '@/api/read-ahead';
import { httpStatus } from '@/api/errors';
import { readData } from '@/api/read-answer';
import { retryWhileStale } from '@/api/stale-retry';
import { t } from '@/i18n';
import { endSession } from '@/lib/session/session-actions';

/** SPEC §9: the dashboard refreshes itself every 300 seconds. */
export const DASHBOARD_REFRESH_MS = 300_000;

/** GET /dashboard/stats: every figure of the dashboard and its two short rent lists. */
export async function getDashboardStats(): Promise<DashboardStats> {
  return readData<DashboardStats>(await readJson(apiPaths.dashboardStats()), 'record');
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'stats'] as const,
    async queryFn({ client }) {
      try {
        return await getDashboardStats();
      } catch (error) {
        // SPEC §4: a 401 here also drops the admin, and the route guard then shows /login.
        if (httpStatus(error) === 401) endSession(client);
        throw error;
      }
    },
    // Rooms, tenants and rents change on other screens: every visit shows fresh figures.
    staleTime: 0,
    refetchInterval: retryWhileStale(DASHBOARD_REFRESH_MS),
    meta: { errorMessage: t.dashboard.loadFailed },
  });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());

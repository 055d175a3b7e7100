import type { DashboardStats, DueRules } from '@nivas/domain';
import { toApiRent } from '../rents/to-api';
import type { dashboardStats } from './service';

/** The dashboard's figures as they are, its two short lists as rents. */
export function toApiDashboard(
  stats: Awaited<ReturnType<typeof dashboardStats>>,
  rules: DueRules,
): DashboardStats {
  return {
    ...stats,
    overdueRents: stats.overdueRents.map((r) => toApiRent(r, rules)),
    upcomingDueRents: stats.upcomingDueRents.map((r) => toApiRent(r, rules)),
  };
}

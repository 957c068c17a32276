import { apiGet, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { DashboardStats } from '@speakwell/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/dashboard-stats: the caller's totals and chart series. */
export function getDashboardStats(): Promise<DashboardStats> {
  return apiGet('/api/dashboard-stats', { loadSchema: contract('DashboardStats') });
}

// Fresh numbers each time the screen opens: practice happens on other screens.
export const dashboardStatsQuery = () => queryOptions({ queryKey: queryKeys.dashboard.stats, queryFn: getDashboardStats, refetchOnMount: 'always' });

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery());
}

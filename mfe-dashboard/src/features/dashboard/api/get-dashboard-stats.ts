import { apiGet, contract } from '@speakwell/api-client';
import type { DashboardStats } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

export const dashboardStatsQueryKey = ['dashboard-stats'] as const;

/** GET /api/dashboard-stats: the caller's totals and chart series. */
export function getDashboardStats(): Promise<DashboardStats> {
  return apiGet('/api/dashboard-stats', { loadSchema: contract('DashboardStats') });
}

export function useDashboardStats() {
  // Fresh numbers each time the screen opens: practice happens on other screens.
  return useQuery({ queryKey: dashboardStatsQueryKey, queryFn: getDashboardStats, refetchOnMount: 'always' });
}

import { apiGet } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/health (no sign-in needed): any answer but 2xx means the backend is down. */
export async function checkHealth(): Promise<true> {
  await apiGet('/api/health', { on401: 'error' });
  return true;
}

export const backendHealthQuery = () => queryOptions({ queryKey: queryKeys.health, queryFn: checkHealth, retry: false, staleTime: 0, gcTime: 0 });

export function useBackendHealth() {
  return useQuery(backendHealthQuery());
}

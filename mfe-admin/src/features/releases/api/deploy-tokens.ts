import { apiDelete, apiGet, apiPost, contract } from '@speakwell/api-client';
import type { CreateDeployTokenResponse, DeployTokenRow } from '@speakwell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const tokensKey = (name: string) => ['admin', 'remotes', name, 'tokens'] as const;
const path = (name: string) => `/api/admin/remotes/${encodeURIComponent(name)}/tokens`;

/** GET /api/admin/remotes/{name}/tokens: the remote's deploy tokens (never their secrets). */
export function useDeployTokens(name: string, enabled: boolean) {
  return useQuery({ queryKey: tokensKey(name), queryFn: (): Promise<DeployTokenRow[]> => apiGet(path(name), { loadSchema: contract('DeployTokenList') }), enabled, retry: false });
}

/** Creating or revoking a token changes the list and the history. */
function useRefresh(name: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'remotes', name] });
}

/** POST /api/admin/remotes/{name}/tokens: the token, shown this once. */
export function useCreateDeployToken(name: string) {
  const refresh = useRefresh(name);
  return useMutation({ mutationFn: (): Promise<CreateDeployTokenResponse> => apiPost(path(name), {}, { loadSchema: contract('CreateDeployTokenResponse') }), onSettled: refresh });
}

/** DELETE /api/admin/remotes/{name}/tokens/{id}: it stops working at once. */
export function useRevokeDeployToken(name: string) {
  const refresh = useRefresh(name);
  return useMutation({ mutationFn: (id: string) => apiDelete(`${path(name)}/${encodeURIComponent(id)}`), onSettled: refresh });
}

import { apiDelete, apiGet, apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { CreateDeployTokenResponse, DeployTokenRow } from '@speakwell/contracts';
import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';

const path = (name: string) => `/api/admin/remotes/${encodeURIComponent(name)}/tokens`;

/** GET /api/admin/remotes/{name}/tokens: the remote's deploy tokens (never their secrets). */
export const deployTokensQuery = (name: string) =>
  queryOptions({
    queryKey: queryKeys.admin.tokens(name),
    queryFn: (): Promise<DeployTokenRow[]> => apiGet(path(name), { loadSchema: contract('DeployTokenList') }),
    retry: false,
  });

export function useDeployTokens(name: string, enabled: boolean) {
  return useQuery({ ...deployTokensQuery(name), enabled });
}

/** Creating or revoking a token changes the list and the history. */
const refresh = (client: QueryClient, name: string) => client.invalidateQueries({ queryKey: queryKeys.admin.remote(name) });

/** POST /api/admin/remotes/{name}/tokens: the token, shown this once. */
export const createDeployTokenMutation = (name: string) =>
  mutationOptions({
    mutationFn: (): Promise<CreateDeployTokenResponse> => apiPost(path(name), {}, { loadSchema: contract('CreateDeployTokenResponse') }),
    onSettled: (_token, _error, _variables, _result, { client }) => refresh(client, name),
  });

export function useCreateDeployToken(name: string) {
  return useMutation(createDeployTokenMutation(name));
}

/** DELETE /api/admin/remotes/{name}/tokens/{id}: it stops working at once. */
export const revokeDeployTokenMutation = (name: string) =>
  mutationOptions({
    mutationFn: (id: string) => apiDelete(`${path(name)}/${encodeURIComponent(id)}`),
    onSettled: (_response, _error, _id, _result, { client }) => refresh(client, name),
  });

export function useRevokeDeployToken(name: string) {
  return useMutation(revokeDeployTokenMutation(name));
}

import {
  CreateDeployTokenResponse,
  DeployTokenList,
  type DeployTokenRow,
  ReleaseRemoteRequest,
  RemoteAuditList,
  type RemoteAuditRow,
  RemoteName,
  RemoteStatus,
  RemoteStatusList,
  RollbackRemoteRequest,
  Uuid,
} from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import { ZodBody, ZodParam } from '../common/zod-endpoint.js';
import { DeployTokensService } from './deploy-tokens.service.js';
import { ReleasesService } from './releases.service.js';
import { ReleasesErrorCode } from './releases.errors.js';
import { ApiController, Route } from '../common/api-route.js';

/** Which version of each remote is live, its audit and its deploy tokens (admins only). */
@ApiController('admin', 'admin/remotes')
@Roles('admin')
export class ReleasesController {
  constructor(
    private readonly releases: ReleasesService,
    private readonly tokens: DeployTokensService,
  ) {}

  @Route('GET', '', { summary: "List each remote's live version, rollout, published versions and releases (admin)", response: RemoteStatusList })
  list(): Promise<RemoteStatus[]> {
    return this.releases.list();
  }

  @Route('POST', ':name/releases', {
    summary: 'Release a version of a remote, to everyone or a share of users, or from a URL (admin)',
    response: RemoteStatus,
    errors: [ReleasesErrorCode.NotPublished, ReleasesErrorCode.AlreadyLive, ReleasesErrorCode.Incomplete, ReleasesErrorCode.ExternalMismatch],
  })
  release(
    @CurrentUser() admin: AuthUser,
    @ZodParam('name', RemoteName) name: RemoteName,
    @ZodBody(ReleaseRemoteRequest) body: ReleaseRemoteRequest,
  ): Promise<RemoteStatus> {
    return this.releases.release(name, body, admin.email);
  }

  @Route('POST', ':name/rollback', {
    summary: 'Roll a remote back to its previous release (admin)',
    response: RemoteStatus,
    errors: [ReleasesErrorCode.NothingToRollBack],
  })
  rollback(
    @CurrentUser() admin: AuthUser,
    @ZodParam('name', RemoteName) name: RemoteName,
    @ZodBody(RollbackRemoteRequest.optional()) body: RollbackRemoteRequest | undefined,
  ): Promise<RemoteStatus> {
    return this.releases.rollback(name, admin.email, body?.reason || null);
  }

  @Route('GET', ':name/history', { summary: 'The audit of a remote: publishes, releases, rollbacks, token changes (admin)', response: RemoteAuditList })
  history(@ZodParam('name', RemoteName) name: RemoteName): Promise<RemoteAuditRow[]> {
    return this.releases.history(name);
  }

  /** A deploy token for this remote's CI: the answer is the only time it is shown. */
  @Route('POST', ':name/tokens', { summary: 'Create a deploy token for one remote, shown once (admin)', response: CreateDeployTokenResponse, status: 201 })
  async createToken(@CurrentUser() admin: AuthUser, @ZodParam('name', RemoteName) name: RemoteName): Promise<CreateDeployTokenResponse> {
    const { token } = await this.tokens.create(name, admin.email);
    return { token };
  }

  @Route('GET', ':name/tokens', { summary: "List a remote's deploy tokens (admin)", response: DeployTokenList })
  listTokens(@ZodParam('name', RemoteName) name: RemoteName): Promise<DeployTokenRow[]> {
    return this.tokens.list(name);
  }

  @Route('DELETE', ':name/tokens/:id', { summary: 'Revoke a deploy token (admin)', status: 204 })
  async revokeToken(@CurrentUser() admin: AuthUser, @ZodParam('name', RemoteName) name: RemoteName, @ZodParam('id', Uuid) id: string): Promise<void> {
    await this.tokens.revoke(name, id, admin.email);
  }
}

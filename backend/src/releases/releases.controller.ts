import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ZodBody, ZodParam, ZodResponse } from '../common/zod-endpoint.js';
import { DeployTokensService } from './deploy-tokens.service.js';
import { ReleasesService } from './releases.service.js';
import { ApiErrors } from '../common/openapi-errors.js';
import { ReleasesErrorCode } from './releases.errors.js';

/** Which version of each remote is live, its audit and its deploy tokens (admins only). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/remotes')
@Roles('admin')
export class ReleasesController {
  constructor(
    private readonly releases: ReleasesService,
    private readonly tokens: DeployTokensService,
  ) {}

  @ApiOperation({ summary: "List each remote's live version, rollout, published versions and releases (admin)" })
  @Get()
  @ZodResponse(RemoteStatusList)
  list(): Promise<RemoteStatus[]> {
    return this.releases.list();
  }

  @ApiOperation({ summary: 'Release a version of a remote, to everyone or a share of users, or from a URL (admin)' })
  @ApiErrors(ReleasesErrorCode.NotPublished, ReleasesErrorCode.AlreadyLive, ReleasesErrorCode.Incomplete, ReleasesErrorCode.ExternalMismatch)
  @Post(':name/releases')
  @ZodResponse(RemoteStatus)
  release(
    @CurrentUser() admin: AuthUser,
    @ZodParam('name', RemoteName) name: RemoteName,
    @ZodBody(ReleaseRemoteRequest) body: ReleaseRemoteRequest,
  ): Promise<RemoteStatus> {
    return this.releases.release(name, body, admin.email);
  }

  @ApiOperation({ summary: 'Roll a remote back to its previous release (admin)' })
  @ApiErrors(ReleasesErrorCode.NothingToRollBack)
  @Post(':name/rollback')
  @ZodResponse(RemoteStatus)
  rollback(
    @CurrentUser() admin: AuthUser,
    @ZodParam('name', RemoteName) name: RemoteName,
    @ZodBody(RollbackRemoteRequest.optional()) body: RollbackRemoteRequest | undefined,
  ): Promise<RemoteStatus> {
    return this.releases.rollback(name, admin.email, body?.reason || null);
  }

  @ApiOperation({ summary: 'The audit of a remote: publishes, releases, rollbacks, token changes (admin)' })
  @Get(':name/history')
  @ZodResponse(RemoteAuditList)
  history(@ZodParam('name', RemoteName) name: RemoteName): Promise<RemoteAuditRow[]> {
    return this.releases.history(name);
  }

  /** A deploy token for this remote's CI: the answer is the only time it is shown. */
  @ApiOperation({ summary: 'Create a deploy token for one remote, shown once (admin)' })
  @Post(':name/tokens')
  @ZodResponse(CreateDeployTokenResponse, 201)
  async createToken(@CurrentUser() admin: AuthUser, @ZodParam('name', RemoteName) name: RemoteName): Promise<CreateDeployTokenResponse> {
    const { token } = await this.tokens.create(name, admin.email);
    return { token };
  }

  @ApiOperation({ summary: "List a remote's deploy tokens (admin)" })
  @Get(':name/tokens')
  @ZodResponse(DeployTokenList)
  listTokens(@ZodParam('name', RemoteName) name: RemoteName): Promise<DeployTokenRow[]> {
    return this.tokens.list(name);
  }

  @ApiOperation({ summary: 'Revoke a deploy token (admin)' })
  @Delete(':name/tokens/:id')
  @HttpCode(204)
  async revokeToken(@CurrentUser() admin: AuthUser, @ZodParam('name', RemoteName) name: RemoteName, @ZodParam('id', Uuid) id: string): Promise<void> {
    await this.tokens.revoke(name, id, admin.email);
  }
}

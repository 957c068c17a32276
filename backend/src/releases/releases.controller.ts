import { Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReleaseRemoteRequest, RemoteStatus, RemoteStatusList } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import { ZodBody, ZodResponse } from '../common/zod-endpoint.js';
import { ReleasesService } from './releases.service.js';
import { ApiErrors } from '../common/openapi-errors.js';
import { ReleasesErrorCode } from './releases.errors.js';

/** Which version of each remote is live: list, release, roll back (admins only). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/remotes')
@Roles('admin')
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @ApiOperation({ summary: "List each remote's live and published versions (admin)" })
  @Get()
  @ZodResponse(RemoteStatusList)
  list(): Promise<RemoteStatus[]> {
    return this.releases.list();
  }

  @ApiOperation({ summary: 'Make a published version of a remote live (admin)' })
  @ApiErrors(ReleasesErrorCode.UnknownRemote, ReleasesErrorCode.NotPublished, ReleasesErrorCode.AlreadyLive)
  @Post(':name/releases')
  @ZodResponse(RemoteStatus)
  release(@CurrentUser() admin: AuthUser, @Param('name') name: string, @ZodBody(ReleaseRemoteRequest) body: ReleaseRemoteRequest): Promise<RemoteStatus> {
    return this.releases.release(name, body.version, admin.email);
  }

  @ApiOperation({ summary: 'Roll a remote back to its previous release (admin)' })
  @ApiErrors(ReleasesErrorCode.UnknownRemote, ReleasesErrorCode.NothingToRollBack)
  @Post(':name/rollback')
  @ZodResponse(RemoteStatus)
  rollback(@CurrentUser() admin: AuthUser, @Param('name') name: string): Promise<RemoteStatus> {
    return this.releases.rollback(name, admin.email);
  }
}

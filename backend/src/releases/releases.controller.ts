import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ReleaseRemoteRequest, RemoteStatus, RemoteStatusList } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import { openApiSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ReleasesService } from './releases.service.js';

/** Which version of each remote is live: list, release, roll back (admins only). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/remotes')
@Roles('admin')
export class ReleasesController {
  constructor(private readonly releases: ReleasesService) {}

  @Get()
  @ApiOkResponse({ schema: openApiSchema(RemoteStatusList) })
  list(): Promise<RemoteStatus[]> {
    return this.releases.list();
  }

  @Post(':name/releases')
  @HttpCode(200)
  @ApiBody({ schema: openApiSchema(ReleaseRemoteRequest) })
  @ApiOkResponse({ schema: openApiSchema(RemoteStatus) })
  release(@CurrentUser() admin: AuthUser, @Param('name') name: string, @Body(new ZodValidationPipe(ReleaseRemoteRequest)) body: ReleaseRemoteRequest): Promise<RemoteStatus> {
    return this.releases.release(name, body.version, admin.email);
  }

  @Post(':name/rollback')
  @HttpCode(200)
  @ApiOkResponse({ schema: openApiSchema(RemoteStatus) })
  rollback(@CurrentUser() admin: AuthUser, @Param('name') name: string): Promise<RemoteStatus> {
    return this.releases.rollback(name, admin.email);
  }
}

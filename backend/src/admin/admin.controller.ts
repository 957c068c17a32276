import { Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminUserList, AdminUserRow, OkResponse, PageQuery, UpdateUserStatusRequest, Uuid } from '@speakwell/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import { PagedList } from '../common/paging/paged-list.decorator.js';
import type { Page } from '../common/paging/keyset-page.js';
import { ZodBody, ZodParam, ZodQuery, ZodResponse } from '../common/zod-endpoint.js';
import { AdminService } from './admin.service.js';
import { AdminErrorCode } from './admin.errors.js';
import { ApiErrors } from '../common/openapi-errors.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/users')
@Roles('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @ApiOperation({ summary: 'List users (admin)' })
  @Get()
  @PagedList(AdminUserList)
  list(@ZodQuery(PageQuery) query: z.infer<typeof PageQuery>): Promise<Page<AdminUserRow>> {
    return this.admin.listUsers(query);
  }

  @ApiOperation({ summary: "Change a user's role or status (admin)" })
  @ApiErrors(AdminErrorCode.CannotDisableSelf, AdminErrorCode.UserNotFound, AdminErrorCode.LastActiveAdmin, AdminErrorCode.NoLongerAdmin)
  @Put(':id')
  @ZodResponse(AdminUserRow)
  setStatus(
    @CurrentUser() admin: AuthUser,
    @ZodParam('id', Uuid) id: string,
    @ZodBody(UpdateUserStatusRequest) body: UpdateUserStatusRequest,
  ): Promise<AdminUserRow> {
    return this.admin.setActive(admin, id, body.is_active);
  }

  @ApiOperation({ summary: 'Delete a user (admin)' })
  @ApiErrors(AdminErrorCode.CannotDeleteSelf, AdminErrorCode.UserNotFound, AdminErrorCode.LastActiveAdmin, AdminErrorCode.NoLongerAdmin)
  @Delete(':id')
  @ZodResponse(OkResponse)
  async remove(@CurrentUser() admin: AuthUser, @ZodParam('id', Uuid) id: string): Promise<OkResponse> {
    await this.admin.deleteUser(admin, id);
    return { ok: true };
  }
}

import { Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminUserList, AdminUserRow, OkResponse, UpdateUserStatusRequest, Uuid } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import { ZodBody, ZodParam, ZodResponse } from '../common/zod-endpoint.js';
import { AdminService } from './admin.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/users')
@Roles('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get()
  @ZodResponse(AdminUserList)
  list(): Promise<AdminUserRow[]> {
    return this.admin.listUsers();
  }

  @Put(':id')
  @ZodResponse(AdminUserRow)
  setStatus(
    @CurrentUser() admin: AuthUser,
    @ZodParam('id', Uuid) id: string,
    @ZodBody(UpdateUserStatusRequest) body: UpdateUserStatusRequest,
  ): Promise<AdminUserRow> {
    return this.admin.setActive(admin, id, body.is_active);
  }

  @Delete(':id')
  @ZodResponse(OkResponse)
  async remove(@CurrentUser() admin: AuthUser, @ZodParam('id', Uuid) id: string): Promise<OkResponse> {
    await this.admin.deleteUser(admin, id);
    return { ok: true };
  }
}

import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminUserList, AdminUserRow, OkResponse, UpdateUserStatusRequest, Uuid } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import { openApiSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AdminService } from './admin.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/users')
@Roles('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get()
  @ApiOkResponse({ schema: openApiSchema(AdminUserList) })
  list(): Promise<AdminUserRow[]> {
    return this.admin.listUsers();
  }

  @Put(':id')
  @ApiBody({ schema: openApiSchema(UpdateUserStatusRequest) })
  @ApiOkResponse({ schema: openApiSchema(AdminUserRow) })
  setStatus(
    @CurrentUser() admin: AuthUser,
    @Param('id', new ZodValidationPipe(Uuid)) id: string,
    @Body(new ZodValidationPipe(UpdateUserStatusRequest)) body: UpdateUserStatusRequest,
  ): Promise<AdminUserRow> {
    return this.admin.setActive(admin, id, body.is_active);
  }

  @Delete(':id')
  @ApiOkResponse({ schema: openApiSchema(OkResponse) })
  async remove(@CurrentUser() admin: AuthUser, @Param('id', new ZodValidationPipe(Uuid)) id: string): Promise<OkResponse> {
    await this.admin.deleteUser(admin, id);
    return { ok: true };
  }
}

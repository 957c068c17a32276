import { AdminUserList, AdminUserRow, OkResponse, PageQuery, UpdateUserStatusRequest, Uuid } from '@speakwell/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Roles } from '../auth/roles.decorator.js';
import type { Page } from '../common/paging/keyset-page.js';
import { ZodBody, ZodParam, ZodQuery } from '../common/zod-endpoint.js';
import { AdminService } from './admin.service.js';
import { AdminErrorCode } from './admin.errors.js';
import { ApiController, Route } from '../common/api-route.js';

@ApiController('admin', 'admin/users')
@Roles('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Route('GET', '', { summary: 'List users (admin)', list: AdminUserList })
  list(@ZodQuery(PageQuery) query: z.infer<typeof PageQuery>): Promise<Page<AdminUserRow>> {
    return this.admin.listUsers(query);
  }

  @Route('PUT', ':id', {
    summary: "Change a user's role or status (admin)",
    response: AdminUserRow,
    errors: [AdminErrorCode.CannotDisableSelf, AdminErrorCode.UserNotFound, AdminErrorCode.LastActiveAdmin, AdminErrorCode.NoLongerAdmin],
  })
  setStatus(
    @CurrentUser() admin: AuthUser,
    @ZodParam('id', Uuid) id: string,
    @ZodBody(UpdateUserStatusRequest) body: UpdateUserStatusRequest,
  ): Promise<AdminUserRow> {
    return this.admin.setActive(admin, id, body.is_active);
  }

  @Route('DELETE', ':id', {
    summary: 'Delete a user (admin)',
    response: OkResponse,
    errors: [AdminErrorCode.CannotDeleteSelf, AdminErrorCode.UserNotFound, AdminErrorCode.LastActiveAdmin, AdminErrorCode.NoLongerAdmin],
  })
  async remove(@CurrentUser() admin: AuthUser, @ZodParam('id', Uuid) id: string): Promise<OkResponse> {
    await this.admin.deleteUser(admin, id);
    return { ok: true };
  }
}

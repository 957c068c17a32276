import { Controller, Delete, Get, Header, HttpCode, Ip } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AccountExport, DeleteAccountRequest } from '@speakwell/contracts';
import { stringify } from 'csv-stringify/sync';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody, ZodResponse } from '../common/zod-endpoint.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountExportService } from './account-export.service.js';

/** The signed-in user's data out (`GET /api/user/export`) and account gone (`DELETE /api/user`). */
@ApiTags('account')
@ApiBearerAuth()
@Controller('user')
export class AccountController {
  constructor(
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Get('export')
  @Header('Content-Disposition', 'attachment; filename="speakwell-export.json"')
  @ZodResponse(AccountExport)
  export(@CurrentUser() user: AuthUser): Promise<AccountExport> {
    return this.exports.export(user.id);
  }

  @Get('export/drills.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="speakwell-drills.csv"')
  @ApiProduces('text/csv')
  async exportDrills(@CurrentUser() user: AuthUser): Promise<string> {
    return stringify(await this.exports.drillRows(user.id));
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The account and everything it owned are gone.' })
  async delete(@CurrentUser() user: AuthUser, @ZodBody(DeleteAccountRequest) body: DeleteAccountRequest, @Ip() clientAddress: string): Promise<void> {
    await this.deletion.delete(user, clientAddress, body);
  }
}

import { Header, Ip } from '@nestjs/common';
import { ApiNoContentResponse, ApiProduces } from '@nestjs/swagger';
import { AccountExport, DeleteAccountRequest } from '@speakwell/contracts';
import { stringify } from 'csv-stringify/sync';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody } from '../common/zod-endpoint.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountExportService } from './account-export.service.js';
import { AccountErrorCode } from './account.errors.js';
import { AuthErrorCode } from '../auth/auth.errors.js';
import { ApiController, Route } from '../common/api-route.js';

/** The signed-in user's data out (`GET /api/user/export`) and account gone (`DELETE /api/user`). */

/**
 * OWASP's rule against CSV formula injection: a cell a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or CR, or their full-width forms) gets a leading single quote
 * and is quoted, so it opens as text.
 */
const SPREADSHEET_SAFE = { escape_formulas: true, quoted_match: /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/ };

@ApiController('account', 'user')
export class AccountController {
  constructor(
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Route('GET', 'export', { summary: 'Export everything the caller owns as JSON', response: AccountExport })
  @Header('Content-Disposition', 'attachment; filename="speakwell-export.json"')
  export(@CurrentUser() user: AuthUser): Promise<AccountExport> {
    return this.exports.export(user.id);
  }

  @Route('GET', 'export/drills.csv', { summary: "Export the caller's drills as CSV" })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="speakwell-drills.csv"')
  @ApiProduces('text/csv')
  async exportDrills(@CurrentUser() user: AuthUser): Promise<string> {
    return stringify(await this.exports.drillRows(user.id), SPREADSHEET_SAFE);
  }

  @Route('DELETE', '', {
    summary: "Delete the caller's account and everything it owns",
    status: 204,
    errors: [
      AccountErrorCode.ProofMissing,
      AccountErrorCode.WrongPassword,
      AccountErrorCode.GoogleAccountMismatch,
      AccountErrorCode.LastAdmin,
      AuthErrorCode.GoogleProofStale,
    ],
  })
  @ApiNoContentResponse({ description: 'The account and everything it owned are gone.' })
  async delete(@CurrentUser() user: AuthUser, @ZodBody(DeleteAccountRequest) body: DeleteAccountRequest, @Ip() clientAddress: string): Promise<void> {
    await this.deletion.delete(user, clientAddress, body);
  }
}

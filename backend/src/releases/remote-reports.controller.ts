import { RemoteReport } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody } from '../common/zod-endpoint.js';
import { RemoteHealthService } from './remote-health.service.js';
import { ApiController, Route } from '../common/api-route.js';

/**
 * What the shell reports about the remotes it loads. Only signed-in pages load remotes, so a
 * report needs a session: counts that can roll a release back are not open to anyone, and each
 * user is limited. The user is the rate-limit key only; nothing about them is stored.
 */
@ApiController('remotes')
export class RemoteReportsController {
  constructor(private readonly health: RemoteHealthService) {}

  /** A load, a failed load or a render error of one remote version. */
  @Route('POST', 'errors', { summary: 'Report a remote load, failed load or render error (counts for automatic rollback)', status: 204 })
  async report(@CurrentUser() user: AuthUser, @ZodBody(RemoteReport) body: RemoteReport): Promise<void> {
    await this.health.record(body, `user:${user.id}`);
  }
}

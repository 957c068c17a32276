import { DashboardStats } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { DashboardService } from './dashboard.service.js';
import { ApiController, Route } from '../common/api-route.js';

@ApiController('dashboard', 'dashboard-stats')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Route('GET', '', { summary: "Read the caller's progress statistics", response: DashboardStats, cachedForOwner: true })
  stats(@CurrentUser() user: AuthUser): Promise<DashboardStats> {
    return this.dashboard.stats(user.id);
  }
}

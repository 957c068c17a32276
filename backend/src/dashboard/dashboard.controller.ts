import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DashboardStats } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { CachedForOwner } from '../common/owner-cache/owner-cache.interceptor.js';
import { ZodResponse } from '../common/zod-endpoint.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('dashboard-stats')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @ApiOperation({ summary: "Read the caller's progress statistics" })
  @Get()
  @ZodResponse(DashboardStats)
  @CachedForOwner()
  stats(@CurrentUser() user: AuthUser): Promise<DashboardStats> {
    return this.dashboard.stats(user.id);
  }
}

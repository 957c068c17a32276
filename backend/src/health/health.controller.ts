import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthResponse, HealthDownResponse } from '@speakwell/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator.js';
import { openApiSchema } from '../common/openapi.js';
import { AppConfig } from '../config/app-config.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly config: AppConfig,
  ) {}

  /** For load balancers and the shadowing page: 200 when the API and its database work. */
  @Public()
  @Get()
  @ApiOkResponse({ schema: openApiSchema(HealthResponse) })
  @ApiServiceUnavailableResponse({ schema: openApiSchema(HealthDownResponse) })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse | HealthDownResponse> {
    if (await this.health.isDatabaseUp()) return { status: 'ok', database: 'up', aiProvider: this.config.ai.provider };
    void reply.code(503);
    return { error: 'Database unavailable', statusCode: 503, database: 'down' };
  }
}

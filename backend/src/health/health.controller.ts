import { Controller, Res } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthDownResponse, HealthLiveResponse, HealthResponse } from '@speakwell/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator.js';
import { UnavailableErrorCode } from '../common/errors/unavailable.errors.js';
import { openApiSchema } from '../common/openapi.js';
import { AppConfig } from '../config/app-config.js';
import { HealthService } from './health.service.js';
import { Route } from '../common/api-route.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly config: AppConfig,
  ) {}

  /** For the shadowing page and simple checks: 200 when the API and its database work. */
  @Public()
  @Route('GET', '', { summary: 'Check the API and its database', response: HealthResponse })
  @ApiServiceUnavailableResponse({ schema: openApiSchema(HealthDownResponse) })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse | HealthDownResponse> {
    if (await this.health.isDatabaseUp()) return this.up();
    return this.databaseDown(reply);
  }

  /** Liveness (restart the process when this fails): the process answers, whatever the database does. */
  @Public()
  @Route('GET', 'live', { summary: 'Check that the process is alive', response: HealthLiveResponse })
  live(): HealthLiveResponse {
    return { status: 'ok', version: this.config.version };
  }

  /** Readiness (send traffic only while this is 200): database up with the schema this version needs, and not shutting down. */
  @Public()
  @Route('GET', 'ready', { summary: 'Check that the API is ready for traffic', response: HealthResponse })
  @ApiServiceUnavailableResponse({ schema: openApiSchema(HealthDownResponse) })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse | HealthDownResponse> {
    if (this.health.isShuttingDown) {
      void reply.code(503);
      return { error: 'Shutting down', code: UnavailableErrorCode.ShuttingDown, statusCode: 503, database: 'down', version: this.config.version };
    }
    const readiness = await this.health.readiness();
    if (readiness.ready) return this.up();
    if (readiness.reason === 'database') return this.databaseDown(reply);
    void reply.code(503);
    return { error: readiness.problem, code: UnavailableErrorCode.DatabaseSchema, statusCode: 503, database: 'down', version: this.config.version };
  }

  private up(): HealthResponse {
    return { status: 'ok', database: 'up', aiProvider: this.config.ai.provider, version: this.config.version };
  }

  private databaseDown(reply: FastifyReply): HealthDownResponse {
    void reply.code(503);
    return { error: 'Database unavailable', code: UnavailableErrorCode.Database, statusCode: 503, database: 'down', version: this.config.version };
  }
}

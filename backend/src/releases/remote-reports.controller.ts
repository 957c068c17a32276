import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RemoteReport } from '@speakwell/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/public.decorator.js';
import { ZodBody } from '../common/zod-endpoint.js';
import { RemoteHealthService } from './remote-health.service.js';

/** What the shell reports about the remotes it loads; open to every page, rate-limited per address. */
@ApiTags('remotes')
@Controller('remotes')
@Public()
export class RemoteReportsController {
  constructor(private readonly health: RemoteHealthService) {}

  /** A load, a failed load or a render error of one remote version (no personal data). */
  @Post('errors')
  @HttpCode(204)
  async report(@ZodBody(RemoteReport) body: RemoteReport, @Req() request: FastifyRequest): Promise<void> {
    await this.health.record(body, `address:${request.ip}`);
  }
}

import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientConfig } from '@speakwell/contracts';
import { Public } from '../auth/public.decorator.js';
import { ZodResponse } from '../common/zod-endpoint.js';
import { AppConfig } from './app-config.js';

/** What the browser learns at run time, so no build bakes in the Google client id. */
@ApiTags('config')
@Controller('config')
export class ClientConfigController {
  constructor(private readonly config: AppConfig) {}

  @Public()
  @ApiOperation({ summary: 'Read the public app settings (Google client id, AI provider)' })
  @Get()
  @ZodResponse(ClientConfig)
  get(): ClientConfig {
    return {
      googleClientId: this.config.google.clientId ?? null,
      aiProvider: this.config.ai.provider,
      serverTranscription: this.config.ai.provider === 'openai',
    };
  }
}

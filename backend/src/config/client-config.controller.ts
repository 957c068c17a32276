import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ClientConfig } from '@speakwell/contracts';
import { Public } from '../auth/public.decorator.js';
import { AppConfig } from './app-config.js';
import { Route } from '../common/api-route.js';

/** What the browser learns at run time, so no build bakes in the Google client id. */
@ApiTags('config')
@Controller('config')
export class ClientConfigController {
  constructor(private readonly config: AppConfig) {}

  @Public()
  @Route('GET', '', { summary: 'Read the public app settings (Google client id, AI provider)', response: ClientConfig })
  get(): ClientConfig {
    return {
      googleClientId: this.config.google.clientId ?? null,
      aiProvider: this.config.ai.provider,
      serverTranscription: this.config.ai.provider === 'openai',
    };
  }
}

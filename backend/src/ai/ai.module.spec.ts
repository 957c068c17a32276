import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AI_CONFIG, type AiConfig } from './ai.config.js';
import { AiModule } from './ai.module.js';
import { AiService } from './ai.service.js';
import { OfflineAiService } from './offline/offline-ai.service.js';
import { OpenAiService } from './openai/openai-ai.service.js';

/** A feature service as other domains write them: it only asks for AiService. */
@Injectable()
class DrillCoach {
  constructor(readonly ai: AiService) {}
}

@Module({ imports: [AiModule], providers: [DrillCoach], exports: [DrillCoach] })
class CoachModule {}

async function resolve(root: ReturnType<typeof AiModule.forRoot>): Promise<{ coach: DrillCoach; config: AiConfig; close: () => Promise<void> }> {
  @Module({ imports: [root, CoachModule] })
  class AppModule {}
  const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
  return { coach: app.get(DrillCoach), config: app.get<AiConfig>(AI_CONFIG), close: () => app.close() };
}

describe('AiModule', () => {
  it('binds the offline adapter from config, available to feature modules', async () => {
    const config: AiConfig = { provider: 'offline', model: 'none', timeoutMs: 1_000 };
    const { coach, config: injected, close } = await resolve(AiModule.forRoot(config));
    expect(coach.ai).toBeInstanceOf(OfflineAiService);
    expect(coach.ai.providerName).toBe('offline');
    expect(injected).toBe(config);
    expect((await coach.ai.defineWord({ word: 'ubiquitous' })).part_of_speech).toBe('adjective');
    await close();
  });

  it('binds the OpenAI adapter when the provider is openai, also from an async factory', async () => {
    const { coach, close } = await resolve(
      AiModule.forRootAsync({ useFactory: () => ({ provider: 'openai', apiKey: 'k', baseUrl: 'http://127.0.0.1:3398/v1', model: 'm', timeoutMs: 500 }) }),
    );
    expect(coach.ai).toBeInstanceOf(OpenAiService);
    expect(coach.ai.providerName).toBe('openai');
    await close();
  });
});

import { Module, type OnModuleInit, type DynamicModule, type InjectionToken, type ModuleMetadata, type OptionalFactoryDependency } from '@nestjs/common';
import { AI_CONFIG, type AiConfig } from './ai.config.js';
import { AiService } from './ai.service.js';
import { OfflineAiService } from './offline/offline-ai.service.js';
import { OpenAiService } from './openai/openai-ai.service.js';
import { wordnetLemmas } from './text/english-vocabulary.js';
import { measuredAi } from '../metrics/measured-ai.js';
import { MetricsService } from '../metrics/metrics.service.js';

/** Counted and timed in /metrics when the app has metrics (always, except in module-only tests). */
const MEASURED = { token: MetricsService, optional: true };
const measured = (service: AiService, metrics: MetricsService | undefined): AiService => (metrics ? measuredAi(service, metrics) : service);

export interface AiModuleAsyncOptions {
  imports?: ModuleMetadata['imports'];
  inject?: Array<InjectionToken | OptionalFactoryDependency>;
  useFactory: (...deps: never[]) => AiConfig | Promise<AiConfig>;
}

/**
 * Binds `AiService` to the adapter the configuration names. Register once in the root
 * module (`AiModule.forRoot(config.ai)`); the module is global, so feature modules just
 * inject `AiService` (importing the bare `AiModule` there is harmless).
 */
@Module({})
export class AiModule implements OnModuleInit {
  /** Reads WordNet's word list at start-up rather than on the first rating or dictionary miss. */
  onModuleInit(): void {
    wordnetLemmas();
  }

  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: AiModule,
      global: true,
      providers: [
        { provide: AI_CONFIG, useValue: config },
        { provide: AiService, inject: [MEASURED], useFactory: (metrics?: MetricsService) => measured(createAiService(config), metrics) },
      ],
      exports: [AiService, AI_CONFIG],
    };
  }

  /** For when the config comes from another provider, e.g. `inject: [AppConfig], useFactory: (c) => c.ai`. */
  static forRootAsync(options: AiModuleAsyncOptions): DynamicModule {
    return {
      module: AiModule,
      global: true,
      imports: options.imports ?? [],
      providers: [
        { provide: AI_CONFIG, inject: options.inject ?? [], useFactory: options.useFactory },
        {
          provide: AiService,
          inject: [AI_CONFIG, MEASURED],
          useFactory: (config: AiConfig, metrics?: MetricsService) => measured(createAiService(config), metrics),
        },
      ],
      exports: [AiService, AI_CONFIG],
    };
  }
}

export function createAiService(config: AiConfig): AiService {
  switch (config.provider) {
    case 'openai':
      return new OpenAiService(config);
    case 'offline':
      return new OfflineAiService();
  }
}

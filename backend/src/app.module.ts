import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AiModule } from './ai/ai.module.js';
import { ApiExceptionFilter } from './common/errors/api-exception.filter.js';
import { OwnerCacheModule } from './common/owner-cache/owner-cache.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { domainModules } from './domain-modules.js';
import { LifecycleModule } from './lifecycle/lifecycle.module.js';
import { MetricsModule } from './metrics/metrics.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, extraModules: Array<Type | DynamicModule> = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LifecycleModule,
        MetricsModule,
        DatabaseModule,
        RateLimitModule,
        OwnerCacheModule,
        AiModule.forRoot(config.ai),
        ...domainModules,
        ...extraModules,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}

import { Global, Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { MetricsService } from '../../metrics/metrics.service.js';
import { RateLimitService } from './rate-limit.service.js';
import { RateLimitStore } from './rate-limit.store.js';

@Global()
@Module({
  providers: [
    {
      provide: RateLimitStore,
      inject: [AppConfig, MetricsService],
      useFactory: (config: AppConfig, metrics: MetricsService) => RateLimitStore.fromRedisUrl(config.redisUrl, metrics),
    },
    RateLimitService,
  ],
  exports: [RateLimitService, RateLimitStore],
})
export class RateLimitModule implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(RateLimitStore) private readonly store: RateLimitStore) {}

  async onModuleInit(): Promise<void> {
    await this.store.connected();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

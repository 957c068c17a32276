import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config.js';
import { ClientConfigController } from './client-config.controller.js';

/** Makes the one validated AppConfig injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      controllers: [ClientConfigController],
      providers: [{ provide: AppConfig, useValue: config }],
      exports: [AppConfig],
    };
  }
}

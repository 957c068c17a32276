import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { migrations } from './migrations/index.js';

/**
 * PostgreSQL through TypeORM. The schema only ever changes through the reviewed migrations in
 * ./migrations (run at start-up); entities register per domain with TypeOrmModule.forFeature.
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('databaseUrl must be resolved (embedded PostgreSQL started) before the app is created');
        return {
          type: 'postgres' as const,
          url: config.databaseUrl,
          autoLoadEntities: true,
          synchronize: false,
          migrations,
          migrationsRun: true,
          migrationsTransactionMode: 'each' as const,
          uuidExtension: 'pgcrypto' as const,
          installExtensions: false,
          applicationName: 'speakwell-api',
          connectTimeoutMS: 5000,
          logging: false,
          // A connection failing at boot should fail the start, not retry for half a minute.
          retryAttempts: 1,
          retryDelay: 500,
        };
      },
    }),
  ],
})
export class DatabaseModule {}

import { Global, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { runMigrationsLocked } from './migrate.js';
import { SqlStatements } from './sql-statements.js';

/**
 * PostgreSQL through TypeORM. The schema only ever changes through the reviewed migrations in
 * ./migrations, run at start-up under an advisory lock (any number of replicas may start at
 * once); entities register per domain with TypeOrmModule.forFeature. SqlStatements (hand-written
 * SQL of the repositories, see README.md) is available to every module.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('databaseUrl must be resolved (embedded PostgreSQL started) before the app is created');
        return {
          ...dataSourceOptions(config.databaseUrl, { poolMax: config.dbPoolMax }),
          autoLoadEntities: true,
          // A connection failing at boot should fail the start, not retry for half a minute.
          retryAttempts: 1,
          retryDelay: 500,
        };
      },
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('DatabaseModule: no data source options');
        const dataSource = await new DataSource(options).initialize();
        try {
          const logger = new Logger('Migrations');
          const applied = await runMigrationsLocked(dataSource, (message) => logger.log(message));
          logger.log(applied.length === 0 ? `Schema up to date (${dataSource.migrations.length} migrations)` : `Applied ${applied.length} migration(s)`);
        } catch (error) {
          await dataSource.destroy();
          throw error;
        }
        return dataSource;
      },
    }),
  ],
  providers: [SqlStatements],
  exports: [SqlStatements],
})
export class DatabaseModule {}

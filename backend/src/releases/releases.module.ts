import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { AppConfig } from '../config/app-config.js';
import { UsersModule } from '../users/users.module.js';
import { acceptBuildArchives } from './build-archive-body.js';
import { DeployAccessGuard } from './deploy-access.guard.js';
import { DeployTokensService } from './deploy-tokens.service.js';
import { RemoteDeployController } from './remote-deploy.controller.js';
import { RemoteHealthService } from './remote-health.service.js';
import { RemoteReportsController } from './remote-reports.controller.js';
import { ReleasesController } from './releases.controller.js';
import { ReleasesService } from './releases.service.js';

@Module({
  imports: [UsersModule, AuthModule],
  controllers: [ReleasesController, RemoteReportsController, RemoteDeployController],
  providers: [
    {
      provide: ReleasesService,
      inject: [getDataSourceToken(), AppConfig],
      useFactory: (db: DataSource, config: AppConfig) => new ReleasesService(db, { remoteUrls: config.remoteUrls }),
    },
    {
      provide: DeployTokensService,
      inject: [ReleasesService],
      useFactory: (releases: ReleasesService) => new DeployTokensService(releases),
    },
    DeployAccessGuard,
    RemoteHealthService,
  ],
  exports: [ReleasesService],
})
export class ReleasesModule implements OnModuleInit {
  private readonly logger = new Logger('Remotes');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: AppConfig,
    private readonly deployAccess: DeployAccessGuard,
  ) {}

  onModuleInit(): void {
    acceptBuildArchives(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), (request) => this.deployAccess.admit(request));
    for (const [name, url] of Object.entries(this.config.remoteUrls)) {
      this.logger.warn(
        `REMOTE_URL_${name.toUpperCase()}=${url} overrides every release of ${name} on this replica only: a development override. ` +
          `To host a version elsewhere on every replica, with history and rollback: npm run remotes -- release ${name} <version> --url <its mf-manifest.json URL>`,
      );
    }
  }
}

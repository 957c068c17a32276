import { Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { RemoteReleaseEntity, RemoteVersionEntity } from './remote-release.entity.js';
import { ReleasesController } from './releases.controller.js';
import { ReleasesService } from './releases.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([RemoteVersionEntity, RemoteReleaseEntity])],
  controllers: [ReleasesController],
  providers: [
    {
      provide: ReleasesService,
      inject: [getDataSourceToken(), AppConfig],
      useFactory: (db: DataSource, config: AppConfig) => new ReleasesService(db, { remotesDir: config.remotesDir, remoteUrls: config.remoteUrls }),
    },
  ],
  exports: [ReleasesService],
})
export class ReleasesModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DrillEntity } from '../drills/drill.entity.js';
import { MeetingQaEntity } from '../meeting/meeting-qa.entity.js';
import { SessionEntity } from './session.entity.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';

/** Drill and meeting sessions; exports SessionsService so drills and meeting can check ownership. */
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity, DrillEntity, MeetingQaEntity])],
  controllers: [SessionsController],
  providers: [SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DrillEntity } from '../drills/drill.entity.js';
import { MeetingQaEntity } from '../meeting/meeting-qa.entity.js';
import { SessionEntity } from './session.entity.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';

/**
 * Drill and meeting sessions; exports SessionsService so drills and meeting can check ownership.
 *
 * Routes of a session and where they are:
 * - POST/GET /api/sessions, GET/DELETE /api/sessions/:id          sessions/sessions.controller.ts
 * - POST /api/sessions/next-question, /next-focus-question (a new drill),
 *   POST /api/question-tips, POST /api/feedback                  drills/drills.controller.ts
 * - POST /api/feedback/stream                                     drills/feedback-stream.controller.ts
 * - POST /api/meeting/answer                                      meeting/meeting.controller.ts
 */
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity, DrillEntity, MeetingQaEntity])],
  controllers: [SessionsController],
  providers: [SessionsService],
  exports: [SessionsService],
})
export class SessionsModule {}

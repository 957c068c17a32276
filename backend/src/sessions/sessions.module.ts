import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from './session.entity.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsRepository } from './sessions.repository.js';
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
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  controllers: [SessionsController],
  providers: [SessionsService, SessionsRepository],
  exports: [SessionsService],
})
export class SessionsModule {}

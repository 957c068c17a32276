import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module.js';
import { DrillEntity } from './drill.entity.js';
import { DrillsController } from './drills.controller.js';
import { DrillsRepository } from './drills.repository.js';
import { DrillsService } from './drills.service.js';
import { FeedbackStreamController } from './feedback-stream.controller.js';

/**
 * Questions, tips and rated answers of drill sessions (the session itself: sessions/). Routes:
 * POST /api/sessions/next-question and /next-focus-question (create the next drill), POST
 * /api/question-tips, POST /api/feedback in drills.controller.ts; POST /api/feedback/stream in
 * feedback-stream.controller.ts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DrillEntity]), SessionsModule],
  controllers: [DrillsController, FeedbackStreamController],
  providers: [DrillsService, DrillsRepository],
})
export class DrillsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module.js';
import { MeetingQaEntity } from './meeting-qa.entity.js';
import { MeetingController } from './meeting.controller.js';
import { MeetingRepository } from './meeting.repository.js';
import { MeetingService } from './meeting.service.js';

/**
 * The meeting assistant's answers, kept as Q&A pairs on meeting sessions (the session itself:
 * sessions/). Route: POST /api/meeting/answer in meeting.controller.ts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MeetingQaEntity]), SessionsModule],
  controllers: [MeetingController],
  providers: [MeetingService, MeetingRepository],
})
export class MeetingModule {}

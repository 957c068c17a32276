import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MeetingQaEntity } from './meeting-qa.entity.js';

/** A question heard in a meeting and the answer suggested, on the caller's meeting session. */
export interface NewMeetingQa {
  sessionId: string;
  userId: string;
  question: string;
  answer: string;
}

/** The meeting assistant's Q&A pairs (table meeting_qas); the session detail reads them through SessionsRepository. */
@Injectable()
export class MeetingRepository {
  constructor(@InjectRepository(MeetingQaEntity) private readonly meetingQas: Repository<MeetingQaEntity>) {}

  async addQa(qa: NewMeetingQa): Promise<void> {
    await this.meetingQas.insert(qa);
  }
}

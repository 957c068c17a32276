import { Injectable } from '@nestjs/common';
import type { MeetingAnswerRequest, MeetingAnswerResponse } from '@speakwell/contracts';
import { AiService } from '../ai/ai.service.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { MeetingRepository } from './meeting.repository.js';

@Injectable()
export class MeetingService {
  constructor(
    private readonly meetingQas: MeetingRepository,
    private readonly sessions: SessionsService,
    private readonly ai: AiService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Answers the question heard in the meeting and keeps the pair on the caller's meeting session. */
  async answer(userId: string, request: MeetingAnswerRequest): Promise<MeetingAnswerResponse> {
    // The same per-user AI budget as the drill calls (RATE_LIMIT_AI_*).
    await this.rateLimits.consume(`user:${userId}`, 'ai');
    const session = await this.sessions.findOwned(userId, request.session_id, 'Meeting');
    const { answer } = await this.ai.meetingAnswer({
      context: request.context,
      question: request.question,
      title: session.topic,
    });
    await this.meetingQas.addQa({ sessionId: session.id, userId, question: request.question, answer });
    return { answer };
  }
}

import { MeetingAnswerRequest, MeetingAnswerResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody } from '../common/zod-endpoint.js';
import { MeetingService } from './meeting.service.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { SessionErrorCode } from '../sessions/sessions.errors.js';
import { ApiController, Route } from '../common/api-route.js';

@ApiController('meeting')
export class MeetingController {
  constructor(private readonly meeting: MeetingService) {}

  @Route('POST', 'answer', {
    summary: 'Answer a question heard in a meeting',
    response: MeetingAnswerResponse,
    errors: [SessionErrorCode.NotFound, ...AI_CALL_ERRORS],
  })
  answer(@CurrentUser() user: AuthUser, @ZodBody(MeetingAnswerRequest) body: MeetingAnswerRequest): Promise<MeetingAnswerResponse> {
    return this.meeting.answer(user.id, body);
  }
}

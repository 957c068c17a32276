import { FeedbackRequest, FeedbackResponse, NextQuestionRequest, NextQuestionResponse, TipsRequest, TipsResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody } from '../common/zod-endpoint.js';
import { DrillsService } from './drills.service.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { AiErrorCode } from '../ai/ai.errors.js';
import { DrillErrorCode } from './drills.errors.js';
import { SessionErrorCode } from '../sessions/sessions.errors.js';
import { ApiController, Route } from '../common/api-route.js';

/**
 * The drill routes of a session (listed with the others in sessions/sessions.module.ts):
 * POST /api/sessions/next-question, /api/sessions/next-focus-question, /api/question-tips, /api/feedback.
 */
@ApiController('drills', '/')
export class DrillsController {
  constructor(private readonly drills: DrillsService) {}

  /** Creates the next drill of the session; 201 because a drill row now exists. */
  @Route('POST', 'sessions/next-question', {
    summary: 'Ask for the next drill question',
    response: NextQuestionResponse,
    status: 201,
    errors: [SessionErrorCode.NotFound, ...AI_CALL_ERRORS],
  })
  nextQuestion(@CurrentUser() user: AuthUser, @ZodBody(NextQuestionRequest) body: NextQuestionRequest): Promise<NextQuestionResponse> {
    return this.drills.nextQuestion(user.id, body);
  }

  @Route('POST', 'sessions/next-focus-question', {
    summary: 'Ask for the next Focus Mode question from the pasted context',
    response: NextQuestionResponse,
    status: 201,
    errors: [SessionErrorCode.NotFound, DrillErrorCode.FocusContextMissing, AiErrorCode.ContextTooLong, ...AI_CALL_ERRORS],
  })
  nextFocusQuestion(@CurrentUser() user: AuthUser, @ZodBody(NextQuestionRequest) body: NextQuestionRequest): Promise<NextQuestionResponse> {
    return this.drills.nextFocusQuestion(user.id, body);
  }

  @Route('POST', 'question-tips', { summary: 'Get tips for answering a question', response: TipsResponse, errors: [...AI_CALL_ERRORS] })
  tips(@CurrentUser() user: AuthUser, @ZodBody(TipsRequest) body: TipsRequest): Promise<TipsResponse> {
    return this.drills.tips(user.id, body);
  }

  @Route('POST', 'feedback', {
    summary: 'Rate a spoken answer with feedback',
    response: FeedbackResponse,
    errors: [DrillErrorCode.NotFound, ...AI_CALL_ERRORS],
  })
  feedback(@CurrentUser() user: AuthUser, @ZodBody(FeedbackRequest) body: FeedbackRequest): Promise<FeedbackResponse> {
    return this.drills.feedback(user.id, body);
  }
}

import { Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FeedbackRequest, FeedbackResponse, NextQuestionRequest, NextQuestionResponse, TipsRequest, TipsResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody, ZodResponse } from '../common/zod-endpoint.js';
import { DrillsService } from './drills.service.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { AiErrorCode } from '../ai/ai.errors.js';
import { ApiErrors } from '../common/openapi-errors.js';
import { DrillErrorCode } from './drills.errors.js';
import { SessionErrorCode } from '../sessions/sessions.errors.js';

/**
 * The drill routes of a session (listed with the others in sessions/sessions.module.ts):
 * POST /api/sessions/next-question, /api/sessions/next-focus-question, /api/question-tips, /api/feedback.
 */
@ApiTags('drills')
@ApiBearerAuth()
@Controller()
export class DrillsController {
  constructor(private readonly drills: DrillsService) {}

  /** Creates the next drill of the session; 201 because a drill row now exists. */
  @ApiOperation({ summary: 'Ask for the next drill question' })
  @ApiErrors(SessionErrorCode.NotFound, ...AI_CALL_ERRORS)
  @Post('sessions/next-question')
  @ZodResponse(NextQuestionResponse, 201)
  nextQuestion(@CurrentUser() user: AuthUser, @ZodBody(NextQuestionRequest) body: NextQuestionRequest): Promise<NextQuestionResponse> {
    return this.drills.nextQuestion(user.id, body);
  }

  @ApiOperation({ summary: 'Ask for the next Focus Mode question from the pasted context' })
  @ApiErrors(SessionErrorCode.NotFound, DrillErrorCode.FocusContextMissing, AiErrorCode.ContextTooLong, ...AI_CALL_ERRORS)
  @Post('sessions/next-focus-question')
  @ZodResponse(NextQuestionResponse, 201)
  nextFocusQuestion(@CurrentUser() user: AuthUser, @ZodBody(NextQuestionRequest) body: NextQuestionRequest): Promise<NextQuestionResponse> {
    return this.drills.nextFocusQuestion(user.id, body);
  }

  @ApiOperation({ summary: 'Get tips for answering a question' })
  @ApiErrors(...AI_CALL_ERRORS)
  @Post('question-tips')
  @ZodResponse(TipsResponse)
  tips(@CurrentUser() user: AuthUser, @ZodBody(TipsRequest) body: TipsRequest): Promise<TipsResponse> {
    return this.drills.tips(user.id, body);
  }

  @ApiOperation({ summary: 'Rate a spoken answer with feedback' })
  @ApiErrors(DrillErrorCode.NotFound, ...AI_CALL_ERRORS)
  @Post('feedback')
  @ZodResponse(FeedbackResponse)
  feedback(@CurrentUser() user: AuthUser, @ZodBody(FeedbackRequest) body: FeedbackRequest): Promise<FeedbackResponse> {
    return this.drills.feedback(user.id, body);
  }
}

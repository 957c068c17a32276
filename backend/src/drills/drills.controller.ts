import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  FeedbackRequest,
  FeedbackResponse,
  NextQuestionRequest,
  NextQuestionResponse,
  TipsRequest,
  TipsResponse,
} from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { openApiSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { DrillsService } from './drills.service.js';

@ApiTags('drills')
@ApiBearerAuth()
@Controller()
export class DrillsController {
  constructor(private readonly drills: DrillsService) {}

  /** Creates the next drill of the session; 201 because a drill row now exists. */
  @Post('sessions/next-question')
  @HttpCode(201)
  @ApiBody({ schema: openApiSchema(NextQuestionRequest) })
  @ApiCreatedResponse({ schema: openApiSchema(NextQuestionResponse) })
  nextQuestion(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(NextQuestionRequest)) body: NextQuestionRequest,
  ): Promise<NextQuestionResponse> {
    return this.drills.nextQuestion(user.id, body);
  }

  @Post('sessions/next-focus-question')
  @HttpCode(201)
  @ApiBody({ schema: openApiSchema(NextQuestionRequest) })
  @ApiCreatedResponse({ schema: openApiSchema(NextQuestionResponse) })
  nextFocusQuestion(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(NextQuestionRequest)) body: NextQuestionRequest,
  ): Promise<NextQuestionResponse> {
    return this.drills.nextFocusQuestion(user.id, body);
  }

  @Post('question-tips')
  @HttpCode(200)
  @ApiBody({ schema: openApiSchema(TipsRequest) })
  @ApiOkResponse({ schema: openApiSchema(TipsResponse) })
  tips(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(TipsRequest)) body: TipsRequest): Promise<TipsResponse> {
    return this.drills.tips(user.id, body);
  }

  @Post('feedback')
  @HttpCode(200)
  @ApiBody({ schema: openApiSchema(FeedbackRequest) })
  @ApiOkResponse({ schema: openApiSchema(FeedbackResponse) })
  feedback(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(FeedbackRequest)) body: FeedbackRequest,
  ): Promise<FeedbackResponse> {
    return this.drills.feedback(user.id, body);
  }
}

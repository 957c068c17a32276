import { Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MeetingAnswerRequest, MeetingAnswerResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody, ZodResponse } from '../common/zod-endpoint.js';
import { MeetingService } from './meeting.service.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { ApiErrors } from '../common/openapi-errors.js';
import { SessionErrorCode } from '../sessions/sessions.errors.js';

@ApiTags('meeting')
@ApiBearerAuth()
@Controller('meeting')
export class MeetingController {
  constructor(private readonly meeting: MeetingService) {}

  @ApiOperation({ summary: 'Answer a question heard in a meeting' })
  @ApiErrors(SessionErrorCode.NotFound, ...AI_CALL_ERRORS)
  @Post('answer')
  @ZodResponse(MeetingAnswerResponse)
  answer(@CurrentUser() user: AuthUser, @ZodBody(MeetingAnswerRequest) body: MeetingAnswerRequest): Promise<MeetingAnswerResponse> {
    return this.meeting.answer(user.id, body);
  }
}

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MeetingAnswerRequest, MeetingAnswerResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { openApiSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { MeetingService } from './meeting.service.js';

@ApiTags('meeting')
@ApiBearerAuth()
@Controller('meeting')
export class MeetingController {
  constructor(private readonly meeting: MeetingService) {}

  @Post('answer')
  @HttpCode(200)
  @ApiBody({ schema: openApiSchema(MeetingAnswerRequest) })
  @ApiOkResponse({ schema: openApiSchema(MeetingAnswerResponse) })
  answer(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(MeetingAnswerRequest)) body: MeetingAnswerRequest,
  ): Promise<MeetingAnswerResponse> {
    return this.meeting.answer(user.id, body);
  }
}

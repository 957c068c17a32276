import { Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { MeetingAnswerRequest, MeetingAnswerResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody, ZodResponse } from '../common/zod-endpoint.js';
import { MeetingService } from './meeting.service.js';

@ApiTags('meeting')
@ApiBearerAuth()
@Controller('meeting')
export class MeetingController {
  constructor(private readonly meeting: MeetingService) {}

  @Post('answer')
  @ZodResponse(MeetingAnswerResponse)
  answer(
    @CurrentUser() user: AuthUser,
    @ZodBody(MeetingAnswerRequest) body: MeetingAnswerRequest,
  ): Promise<MeetingAnswerResponse> {
    return this.meeting.answer(user.id, body);
  }
}

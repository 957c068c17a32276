import { Controller, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TranscriptionResponse } from '@speakwell/contracts';
import type { FastifyRequest } from 'fastify';
import { ZodResponse } from '../common/zod-endpoint.js';
import { TranscriptionError, TranscriptionErrorCode } from './transcription.errors.js';
import { AUDIO_TYPES } from './audio-body.js';
import { TranscriptionService } from './transcription.service.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { ApiErrors } from '../common/openapi-errors.js';

@ApiTags('transcription')
@ApiBearerAuth()
@Controller('transcribe')
export class TranscriptionController {
  constructor(private readonly transcription: TranscriptionService) {}

  /** The recorded answer as the raw request body (Content-Type audio/webm, audio/ogg, ...). */
  @ApiOperation({ summary: 'Transcribe a recorded answer' })
  @ApiErrors(TranscriptionErrorCode.NotConfigured, TranscriptionErrorCode.EmptyAudio, ...AI_CALL_ERRORS)
  @Post()
  @ApiConsumes(...AUDIO_TYPES)
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ZodResponse(TranscriptionResponse)
  async transcribe(@Req() request: FastifyRequest): Promise<TranscriptionResponse> {
    const audio = request.body;
    if (!Buffer.isBuffer(audio)) throw new TranscriptionError(TranscriptionErrorCode.EmptyAudio);
    const text = await this.transcription.transcribe(audio, request.headers['content-type'] ?? '');
    return { text };
  }
}

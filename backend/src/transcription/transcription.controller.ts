import { Controller, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { TranscriptionResponse } from '@speakwell/contracts';
import type { FastifyRequest } from 'fastify';
import { ZodResponse } from '../common/zod-endpoint.js';
import { TranscriptionError, TranscriptionErrorCode } from './transcription.errors.js';
import { AUDIO_TYPES } from './audio-body.js';
import { TranscriptionService } from './transcription.service.js';

@ApiTags('transcription')
@ApiBearerAuth()
@Controller('transcribe')
export class TranscriptionController {
  constructor(private readonly transcription: TranscriptionService) {}

  /** The recorded answer as the raw request body (Content-Type audio/webm, audio/ogg, ...). */
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

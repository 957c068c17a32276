import { Req } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { TranscriptionResponse } from '@speakwell/contracts';
import type { FastifyRequest } from 'fastify';
import { TranscriptionError, TranscriptionErrorCode } from './transcription.errors.js';
import { AUDIO_TYPES } from './audio-body.js';
import { TranscriptionService } from './transcription.service.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { ApiController, Route } from '../common/api-route.js';

@ApiController('transcription', 'transcribe')
export class TranscriptionController {
  constructor(private readonly transcription: TranscriptionService) {}

  /** The recorded answer as the raw request body (Content-Type audio/webm, audio/ogg, ...). */
  @Route('POST', '', {
    summary: 'Transcribe a recorded answer',
    response: TranscriptionResponse,
    errors: [TranscriptionErrorCode.NotConfigured, TranscriptionErrorCode.EmptyAudio, ...AI_CALL_ERRORS],
  })
  @ApiConsumes(...AUDIO_TYPES)
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  async transcribe(@Req() request: FastifyRequest): Promise<TranscriptionResponse> {
    const audio = request.body;
    if (!Buffer.isBuffer(audio)) throw new TranscriptionError(TranscriptionErrorCode.EmptyAudio);
    const text = await this.transcription.transcribe(audio, request.headers['content-type'] ?? '');
    return { text };
  }
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { acceptAudioBodies } from './audio-body.js';
import { TranscriptionController } from './transcription.controller.js';
import { TranscriptionService } from './transcription.service.js';

/** POST /api/transcribe: speech to text for browsers without Web Speech (Firefox). */
@Module({
  controllers: [TranscriptionController],
  providers: [TranscriptionService],
})
export class TranscriptionModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    acceptAudioBodies(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AuthModule } from '../auth/auth.module.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { acceptAudioBodies } from './audio-body.js';
import { TranscriptionController } from './transcription.controller.js';
import { TranscriptionService } from './transcription.service.js';

/** POST /api/transcribe: speech to text for browsers without Web Speech (Firefox). */
@Module({
  imports: [AuthModule],
  controllers: [TranscriptionController],
  providers: [TranscriptionService],
})
export class TranscriptionModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly guard: JwtAuthGuard,
    private readonly transcription: TranscriptionService,
  ) {}

  onModuleInit(): void {
    acceptAudioBodies(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), async (request) => {
      const user = await this.guard.authenticate(request);
      await this.transcription.admit(user.id);
    });
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI, { toFile } from 'openai';
import { AI_CONFIG, type AiConfig } from '../ai/ai.config.js';
import { deadlineExceeded, withinDeadline } from '../ai/openai/call-deadline.js';
import { toAiError } from '../ai/openai/provider-errors.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { TranscriptionError, TranscriptionErrorCode } from './transcription.errors.js';

/** The file name the provider sees, by recorded type (providers guess the format from it). */
const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
};

export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1';

/**
 * Recorded answers to text, for browsers without Web Speech: the OpenAI-compatible audio
 * transcription API when a provider is configured; the offline provider cannot.
 */
@Injectable()
export class TranscriptionService {
  private readonly logger = new Logger('TranscriptionService');
  private readonly client: OpenAI | null;

  constructor(
    @Inject(AI_CONFIG) private readonly config: AiConfig,
    private readonly rateLimits: RateLimitService,
  ) {
    this.client =
      config.provider === 'openai'
        ? new OpenAI({ apiKey: config.apiKey ?? 'not-needed', baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: 1 })
        : null;
  }

  /** True when this server can turn audio into text (GET /api/config tells the browser). */
  get available(): boolean {
    return this.client !== null;
  }

  /**
   * Before the recording is read (audio-body.ts): this server can transcribe, and the caller
   * has a point left of the same per-user budget as every other AI call (spent here).
   */
  async admit(userId: string): Promise<void> {
    if (this.client === null) throw new TranscriptionError(TranscriptionErrorCode.NotConfigured);
    await this.rateLimits.consume(`user:${userId}`, 'ai');
  }

  /** The recording's words; the caller was admitted (see admit) before its body was read. */
  async transcribe(audio: Buffer, contentType: string): Promise<string> {
    const client = this.client;
    if (client === null) throw new TranscriptionError(TranscriptionErrorCode.NotConfigured);
    const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (audio.length === 0) throw new TranscriptionError(TranscriptionErrorCode.EmptyAudio);
    const model = this.config.transcriptionModel ?? DEFAULT_TRANSCRIPTION_MODEL;
    const started = performance.now();
    return withinDeadline(this.config.timeoutMs, async (signal) => {
      try {
        const file = await toFile(audio, `answer.${EXTENSIONS[type] ?? 'webm'}`, { type });
        const result = await client.audio.transcriptions.create({ model, file, language: 'en' }, { signal });
        this.logger.log(`transcribe model=${model} bytes=${audio.length} ms=${Math.round(performance.now() - started)}`);
        return result.text.trim();
      } catch (error) {
        const ms = Math.round(performance.now() - started);
        const mapped = signal.aborted ? deadlineExceeded() : toAiError(error, ms >= this.config.timeoutMs);
        this.logger.warn(`transcribe model=${model} failed after ${ms} ms: ${mapped.code}`);
        throw mapped;
      }
    });
  }
}
